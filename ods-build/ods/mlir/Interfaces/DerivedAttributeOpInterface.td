//===-- DerivedAttributeOpInterface.td - derived attributes ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. `DerivedAttributeOpInterface`: an op
// whose derived attributes (computed from its other parts, `DerivedAttr`) can be listed.
// They are declared with upstream's names and bases so that specs including this file find
// them; ods-build generates no derived attributes, so each is refused where an op uses it.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_INTERFACES_DERIVEDATTRIBUTEOPINTERFACE
#define ODS_INTERFACES_DERIVEDATTRIBUTEOPINTERFACE

include "mlir/IR/OpBase.td"

// An op with derived attributes, which it can materialize as a dictionary.
def DerivedAttributeOpInterface : OpInterface<"DerivedAttributeOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op with derived attributes, which it can materialize as a dictionary.
  }];
  let odsUnsupported = "derived attributes are not supported yet";
}

#endif // ODS_INTERFACES_DERIVEDATTRIBUTEOPINTERFACE
