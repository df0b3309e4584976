defset int S = { def A; }
