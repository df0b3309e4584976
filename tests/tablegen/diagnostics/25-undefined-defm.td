defm M : NoSuchMulticlass;
