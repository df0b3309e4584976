include "does/not/exist.td"
