deftype T = nosuch;
