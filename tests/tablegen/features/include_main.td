// include: a file next to the includer, once per include chain.
include "include_part.td"
include "include_part.td"
def UsesPart : Part<"main">;
