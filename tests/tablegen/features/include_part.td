// Included by include_main.td.
#ifndef INCLUDE_PART
#define INCLUDE_PART
class Part<string s> { string S = s; }
def FromPart : Part<"part">;
#endif
