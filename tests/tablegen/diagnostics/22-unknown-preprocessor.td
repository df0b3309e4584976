#frobnicate X
def A;
