def A; /* never closed
