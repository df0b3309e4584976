include "09-include-cycle.td"
def A;
