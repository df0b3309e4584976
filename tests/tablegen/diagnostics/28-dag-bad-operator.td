def A { dag d = (1 2); }
