// A file with only comments yields an empty module.
