#ifdef FOO
def A;
