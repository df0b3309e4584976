//===-- DataLayoutInterfaces.td - data layout interfaces ---*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. The data layout interfaces, implemented
// in `ods_runtime::interfaces::data_layout`: layout specifications and their entries,
// target device and system specifications, the ops scoping a layout and the types laid
// out by one, with upstream's methods in Rust form (`FailureOr`/null results are
// `Option`s, `LogicalResult`s `Result<(), VerifyError>`, identifiers strings, entry lists
// slices, `TypeSize` the runtime's). The DLTI dialect's `#dlti.dl_spec` and
// `#dlti.dl_entry` are the runtime's own implementations; `builtin.module` is a layout
// scope through its `dlti.dl_spec` attribute, as in MLIR.
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
  let rustModule = "::ods_runtime::interfaces::data_layout";
  let predicate = CPred<"::ods_runtime::interfaces::data_layout::DLTIQueryInterface::cast($_ctxt, $_self).is_some()">;
  let methods = [
    InterfaceMethod<[{
        Returns the value of the entry with `key`, if there is one.
      }],
      "Option<::ods_runtime::Attribute>", "query",
      (ins "&::ods_runtime::interfaces::data_layout::DataLayoutEntryKey":$key)>,
  ];
}

// One entry of a data layout specification: a key (a type or an identifier) and its value.
def DataLayoutEntryInterface : AttrInterface<"DataLayoutEntryInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    One entry of a data layout specification: a key (a type or an identifier) and its value.
  }];
  let rustModule = "::ods_runtime::interfaces::data_layout";
  let predicate = CPred<"::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface::cast($_ctxt, $_self).is_some()">;
  let methods = [
    InterfaceMethod<[{
        Returns the key of this entry.
      }],
      "::ods_runtime::interfaces::data_layout::DataLayoutEntryKey", "getKey">,
    InterfaceMethod<[{
        Returns the value of this entry.
      }],
      "::ods_runtime::Attribute", "getValue">,
    InterfaceMethod<[{
        Checks that the entry is valid by itself, reporting at `loc`.
      }],
      "Result<(), ::ods_runtime::verify::VerifyError>", "verifyEntry",
      (ins "::ods_runtime::Location":$loc), [{}],
      [{ Ok(()) }]>,
  ];
}

// A data layout specification: a list of entries.
def DataLayoutSpecInterface : AttrInterface<"DataLayoutSpecInterface", [DLTIQueryInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    A data layout specification: a list of entries.
  }];
  let rustModule = "::ods_runtime::interfaces::data_layout";
  let predicate = CPred<"::ods_runtime::interfaces::data_layout::DataLayoutSpecInterface::cast($_ctxt, $_self).is_some()">;
  let methods = [
    InterfaceMethod<[{
        Combines this specification with `specs`, the enclosing ones from outermost to innermost; none when they are not compatible.
      }],
      "Option<::ods_runtime::interfaces::data_layout::DataLayoutSpecInterface>", "combineWith",
      (ins "&[::ods_runtime::interfaces::data_layout::DataLayoutSpecInterface]":$specs)>,
    InterfaceMethod<[{
        Returns the entries of the specification.
      }],
      "Vec<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>", "getEntries">,
    InterfaceMethod<[{
        Returns the key of the `Endianness` entry.
      }],
      "String", "getEndiannessIdentifier">,
    InterfaceMethod<[{
        Returns the key of the `DefaultMemorySpace` entry.
      }],
      "String", "getDefaultMemorySpaceIdentifier">,
    InterfaceMethod<[{
        Returns the key of the `AllocaMemorySpace` entry.
      }],
      "String", "getAllocaMemorySpaceIdentifier">,
    InterfaceMethod<[{
        Returns the key of the `ProgramMemorySpace` entry.
      }],
      "String", "getProgramMemorySpaceIdentifier">,
    InterfaceMethod<[{
        Returns the key of the `GlobalMemorySpace` entry.
      }],
      "String", "getGlobalMemorySpaceIdentifier">,
    InterfaceMethod<[{
        Returns the key of the `ManglingMode` entry.
      }],
      "String", "getManglingModeIdentifier">,
    InterfaceMethod<[{
        Returns the key of the `StackAlignment` entry.
      }],
      "String", "getStackAlignmentIdentifier">,
    InterfaceMethod<[{
        Returns the key of the `FunctionPointerAlignment` entry.
      }],
      "String", "getFunctionPointerAlignmentIdentifier">,
    InterfaceMethod<[{
        Returns the key of the `LegalIntWidths` entry.
      }],
      "String", "getLegalIntWidthsIdentifier">,
    InterfaceMethod<[{
        Returns the entries keyed by a type of the class of `type` (upstream passes the class's TypeID).
      }],
      "Vec<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>", "getSpecForType",
      (ins "::ods_runtime::Type":$type), [{}],
      [{ /* in the runtime */ }]>,
    InterfaceMethod<[{
        Returns the entry keyed by `identifier`, if any.
      }],
      "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>", "getSpecForIdentifier",
      (ins "&str":$identifier), [{}],
      [{ /* in the runtime */ }]>,
    InterfaceMethod<[{
        Verifies the specification, reporting at `loc`.
      }],
      "Result<(), ::ods_runtime::verify::VerifyError>", "verifySpec",
      (ins "::ods_runtime::Location":$loc), [{}],
      [{ /* in the runtime */ }]>,
  ];
}

// The specification of one target device: a list of entries keyed by identifiers.
def TargetDeviceSpecInterface : AttrInterface<"TargetDeviceSpecInterface", [DLTIQueryInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    The specification of one target device: a list of entries keyed by identifiers.
  }];
  let rustModule = "::ods_runtime::interfaces::data_layout";
  let predicate = CPred<"::ods_runtime::interfaces::data_layout::TargetDeviceSpecInterface::cast($_ctxt, $_self).is_some()">;
  let methods = [
    InterfaceMethod<[{
        Returns the entries of the specification.
      }],
      "Vec<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>", "getEntries">,
    InterfaceMethod<[{
        Returns the entry keyed by `identifier`, if any.
      }],
      "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>", "getSpecForIdentifier",
      (ins "&str":$identifier), [{}],
      [{ /* in the runtime */ }]>,
    InterfaceMethod<[{
        Checks that the specification is valid, reporting at `loc`.
      }],
      "Result<(), ::ods_runtime::verify::VerifyError>", "verifyEntry",
      (ins "::ods_runtime::Location":$loc), [{}],
      [{ Ok(()) }]>,
  ];
}

// The specification of a target system: its devices, by identifier.
def TargetSystemSpecInterface : AttrInterface<"TargetSystemSpecInterface", [DLTIQueryInterface]> {
  let cppNamespace = "::mlir";
  let description = [{
    The specification of a target system: its devices, by identifier.
  }];
  let rustModule = "::ods_runtime::interfaces::data_layout";
  let predicate = CPred<"::ods_runtime::interfaces::data_layout::TargetSystemSpecInterface::cast($_ctxt, $_self).is_some()">;
  let methods = [
    InterfaceMethod<[{
        Returns the devices, by identifier.
      }],
      "Vec<(String, ::ods_runtime::interfaces::data_layout::TargetDeviceSpecInterface)>", "getEntries">,
    InterfaceMethod<[{
        Returns the device with identifier `deviceID`, if any.
      }],
      "Option<::ods_runtime::interfaces::data_layout::TargetDeviceSpecInterface>", "getDeviceSpecForDeviceID",
      (ins "&str":$deviceID), [{}],
      [{ /* in the runtime */ }]>,
    InterfaceMethod<[{
        Verifies the specification, reporting at `loc`.
      }],
      "Result<(), ::ods_runtime::verify::VerifyError>", "verifySpec",
      (ins "::ods_runtime::Location":$loc), [{}],
      [{ /* in the runtime */ }]>,
  ];
}

// An op that may carry a data layout specification for what it contains.
def DataLayoutOpInterface : OpInterface<"DataLayoutOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op that may carry a data layout specification for what it contains.
  }];
  let rustModule = "::ods_runtime::interfaces::data_layout";
  let verify = [{
    ::ods_runtime::interfaces::data_layout::verify_data_layout_op(ctx, op.op())
  }];
  let methods = [
    InterfaceMethod<[{
        Returns the data layout specification of this op, if it has one.
      }],
      "Option<::ods_runtime::interfaces::data_layout::DataLayoutSpecInterface>", "getDataLayoutSpec">,
    InterfaceMethod<[{
        Returns the target system specification of this op, if it has one.
      }],
      "Option<::ods_runtime::interfaces::data_layout::TargetSystemSpecInterface>", "getTargetSystemSpec">,
    StaticInterfaceMethod<[{
        Returns the size of `type` in bytes from the relevant entries; none for a type with no layout.
      }],
      "Option<::ods_runtime::interfaces::data_layout::TypeSize>", "getTypeSize",
      (ins "::ods_runtime::Type":$type, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the size of `type` in bits from the relevant entries; none for a type with no layout.
      }],
      "Option<::ods_runtime::interfaces::data_layout::TypeSize>", "getTypeSizeInBits",
      (ins "::ods_runtime::Type":$type, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the alignment the ABI requires for `type`, in bytes.
      }],
      "Option<u64>", "getTypeABIAlignment",
      (ins "::ods_runtime::Type":$type, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the preferred alignment of `type`, in bytes.
      }],
      "Option<u64>", "getTypePreferredAlignment",
      (ins "::ods_runtime::Type":$type, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the bit width of index computations for `type`.
      }],
      "Option<u64>", "getIndexBitwidth",
      (ins "::ods_runtime::Type":$type, "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `Endianness` of the layout given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getEndianness",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `DefaultMemorySpace` of the layout given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getDefaultMemorySpace",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `AllocaMemorySpace` of the layout given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getAllocaMemorySpace",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `ManglingMode` of the layout given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getManglingMode",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `ProgramMemorySpace` of the layout given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getProgramMemorySpace",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `GlobalMemorySpace` of the layout given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getGlobalMemorySpace",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `StackAlignment` of the layout given by `entry`.
      }],
      "u64", "getStackAlignment",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `FunctionPointerAlignment` of the layout given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getFunctionPointerAlignment",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the `LegalIntWidths` of the layout given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getLegalIntWidths",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
    StaticInterfaceMethod<[{
        Returns the value of a device property given by `entry`.
      }],
      "Option<::ods_runtime::Attribute>", "getDevicePropertyValue",
      (ins "Option<::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface>":$entry), [{}],
      [{ /* in the runtime */ }]>,
  ];
}

// A type whose size, alignment and other layout properties are given by a data layout.
def DataLayoutTypeInterface : TypeInterface<"DataLayoutTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    A type whose size, alignment and other layout properties are given by a data layout.
  }];
  let rustModule = "::ods_runtime::interfaces::data_layout";
  let predicate = CPred<"::ods_runtime::interfaces::data_layout::DataLayoutTypeInterface::cast($_ctxt, $_self).is_some()">;
  let methods = [
    InterfaceMethod<[{
        Returns the size of this type in bytes.
      }],
      "::ods_runtime::interfaces::data_layout::TypeSize", "getTypeSize",
      (ins "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params), [{}],
      [{ /* in the runtime */ }]>,
    InterfaceMethod<[{
        Returns the size of this type in bits.
      }],
      "::ods_runtime::interfaces::data_layout::TypeSize", "getTypeSizeInBits",
      (ins "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params)>,
    InterfaceMethod<[{
        Returns the alignment the ABI requires for this type, in bytes.
      }],
      "u64", "getABIAlignment",
      (ins "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params)>,
    InterfaceMethod<[{
        Returns the preferred alignment of this type, in bytes.
      }],
      "u64", "getPreferredAlignment",
      (ins "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params), [{}],
      [{ /* in the runtime */ }]>,
    InterfaceMethod<[{
        Returns the bit width of index computations for a pointer-like type; none for other types.
      }],
      "Option<u64>", "getIndexBitwidth",
      (ins "&::ods_runtime::interfaces::data_layout::DataLayout":$dataLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$params), [{}],
      [{ /* in the runtime */ }]>,
    InterfaceMethod<[{
        Returns whether the entries `newLayout` may be nested in a scope with the entries `oldLayout`.
      }],
      "bool", "areCompatible",
      (ins "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$oldLayout, "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$newLayout, "::ods_runtime::interfaces::data_layout::DataLayoutSpecInterface":$newSpec, "&[(String, ::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface)]":$identified), [{}],
      [{ /* in the runtime */ }]>,
    InterfaceMethod<[{
        Verifies the entries given for this type class, reporting at `loc`.
      }],
      "Result<(), ::ods_runtime::verify::VerifyError>", "verifyEntries",
      (ins "&[::ods_runtime::interfaces::data_layout::DataLayoutEntryInterface]":$entries, "::ods_runtime::Location":$loc), [{}],
      [{ /* in the runtime */ }]>,
  ];
}

#endif // ODS_INTERFACES_DATALAYOUTINTERFACES
