if "yes" then { def A; }
