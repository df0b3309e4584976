def A : NoSuchClass;
