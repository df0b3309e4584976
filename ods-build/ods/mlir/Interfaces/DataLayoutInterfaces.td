//===-- DataLayoutInterfaces.td - data layout interfaces ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The data layout interfaces: layout
// specifications and their entries, target device and system specifications, and the ops
// and types that take part in data layout queries. They are declared with upstream's names
// and bases so that specs including this file find them; the runtime has no data layout,
// so each is refused where an op, type or attribute uses it or names it as a constraint.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_DATALAYOUTINTERFACES
#define ODS_INTERFACES_DATALAYOUTINTERFACES

include "mlir/IR/OpBase.td"

// An attribute answering data layout queries by key.
def DLTIQueryInterface : AttrInterface<"DLTIQueryInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An attribute answering data layout queries by key.
  }];
  let odsUnsupported = "data layouts are not supported yet (the runtime has no data layout queries)";
}

// One entry of a data layout specification: a key (a type or an identifier) and its value.
def DataLayoutEntryInterface : AttrInterface<"DataLayoutEntryInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    One entry of a data layout specification: a key (a type or an identifier) and its value.
  }];
  let odsUnsupported = "data layouts are not supported yet (the runtime has no data layout queries)";
}

// A data layout specification: a list of entries.
def DataLayoutSpecInterface : AttrInterface<"DataLayoutSpecInterface", [DLTIQueryInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    A data layout specification: a list of entries.
  }];
  let odsUnsupported = "data layouts are not supported yet (the runtime has no data layout queries)";
}

// The specification of one target device: a list of entries.
def TargetDeviceSpecInterface : AttrInterface<"TargetDeviceSpecInterface", [DLTIQueryInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    The specification of one target device: a list of entries.
  }];
  let odsUnsupported = "data layouts are not supported yet (the runtime has no data layout queries)";
}

// The specification of a target system: its devices, by identifier.
def TargetSystemSpecInterface : AttrInterface<"TargetSystemSpecInterface", [DLTIQueryInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    The specification of a target system: its devices, by identifier.
  }];
  let odsUnsupported = "data layouts are not supported yet (the runtime has no data layout queries)";
}

// An op that may carry a data layout specification for what it contains.
def DataLayoutOpInterface : OpInterface<"DataLayoutOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op that may carry a data layout specification for what it contains.
  }];
  let odsUnsupported = "data layouts are not supported yet (the runtime has no data layout queries)";
}

// A type whose size, alignment and other layout properties are given by a data layout.
def DataLayoutTypeInterface : TypeInterface<"DataLayoutTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    A type whose size, alignment and other layout properties are given by a data layout.
  }];
  let odsUnsupported = "data layouts are not supported yet (the runtime has no data layout queries)";
}

#endif // ODS_INTERFACES_DATALAYOUTINTERFACES
