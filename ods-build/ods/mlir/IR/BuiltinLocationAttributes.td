//===-- BuiltinLocationAttributes.td - builtin locations -----*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The builtin locations are the
// runtime's (`ods_runtime::location::LocKind`); here each is an attribute
// constraint accepting a location attribute of that kind (`OpaqueLoc`, which
// the runtime does not have, accepts nothing).
//
//===----------------------------------------------------------------------===//

#ifndef BUILTIN_LOCATION_ATTRIBUTES_TD
#define BUILTIN_LOCATION_ATTRIBUTES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinDialect.td"

class Builtin_LocationAttr<string name, list<Trait> traits = []>
    : DialectAttr<Builtin_Dialect,
                  CPred<"$_ctxt.attr($_self).is_builtin(\"" # name # "\")">> {
  string cppClassName = name;
}

def CallSiteLoc : Builtin_LocationAttr<"CallSiteLoc"> {
  let summary = "A callsite source location";
}
def FileLineColRange : Builtin_LocationAttr<"FileLineColRange"> {
  let summary = "A file:line:column source location range";
}
def FusedLoc : Builtin_LocationAttr<"FusedLoc"> {
  let summary = "A tuple of other source locations";
}
def NameLoc : Builtin_LocationAttr<"NameLoc"> {
  let summary = "A named source location";
}
def OpaqueLoc : Builtin_LocationAttr<"OpaqueLoc"> {
  let summary = "An opaque source location";
}
def UnknownLoc : Builtin_LocationAttr<"UnknownLoc"> {
  let summary = "An unspecified source location";
}

#endif // BUILTIN_LOCATION_ATTRIBUTES_TD
