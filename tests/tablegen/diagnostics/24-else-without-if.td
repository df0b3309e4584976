#else
def A;
