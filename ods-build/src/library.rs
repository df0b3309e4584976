//! The ODS base library for Rust, embedded in ods-build: `include "mlir/IR/OpBase.td"`
//! resolves here when no include directory provides the file first.

/// Every embedded file: (include path, contents).
pub const FILES: &[(&str, &str)] = &[
    (
        "mlir/IR/AttrTypeBase.td",
        include_str!("../ods/mlir/IR/AttrTypeBase.td"),
    ),
    (
        "mlir/IR/BuiltinAttributes.td",
        include_str!("../ods/mlir/IR/BuiltinAttributes.td"),
    ),
    (
        "mlir/IR/BuiltinDialect.td",
        include_str!("../ods/mlir/IR/BuiltinDialect.td"),
    ),
    (
        "mlir/IR/BuiltinLocationAttributes.td",
        include_str!("../ods/mlir/IR/BuiltinLocationAttributes.td"),
    ),
    (
        "mlir/IR/BuiltinTypes.td",
        include_str!("../ods/mlir/IR/BuiltinTypes.td"),
    ),
    (
        "mlir/IR/CommonAttrConstraints.td",
        include_str!("../ods/mlir/IR/CommonAttrConstraints.td"),
    ),
    (
        "mlir/IR/CommonTypeConstraints.td",
        include_str!("../ods/mlir/IR/CommonTypeConstraints.td"),
    ),
    (
        "mlir/IR/Constraints.td",
        include_str!("../ods/mlir/IR/Constraints.td"),
    ),
    (
        "mlir/IR/DialectBase.td",
        include_str!("../ods/mlir/IR/DialectBase.td"),
    ),
    (
        "mlir/IR/EnumAttr.td",
        include_str!("../ods/mlir/IR/EnumAttr.td"),
    ),
    (
        "mlir/IR/Interfaces.td",
        include_str!("../ods/mlir/IR/Interfaces.td"),
    ),
    (
        "mlir/IR/OpBase.td",
        include_str!("../ods/mlir/IR/OpBase.td"),
    ),
    (
        "mlir/IR/PatternBase.td",
        include_str!("../ods/mlir/IR/PatternBase.td"),
    ),
    (
        "mlir/IR/Properties.td",
        include_str!("../ods/mlir/IR/Properties.td"),
    ),
    (
        "mlir/IR/RegionKindInterface.td",
        include_str!("../ods/mlir/IR/RegionKindInterface.td"),
    ),
    (
        "mlir/IR/SymbolInterfaces.td",
        include_str!("../ods/mlir/IR/SymbolInterfaces.td"),
    ),
    (
        "mlir/IR/Traits.td",
        include_str!("../ods/mlir/IR/Traits.td"),
    ),
    ("mlir/IR/Utils.td", include_str!("../ods/mlir/IR/Utils.td")),
    (
        "mlir/Interfaces/CallInterfaces.td",
        include_str!("../ods/mlir/Interfaces/CallInterfaces.td"),
    ),
    (
        "mlir/Interfaces/CastInterfaces.td",
        include_str!("../ods/mlir/Interfaces/CastInterfaces.td"),
    ),
    (
        "mlir/Interfaces/ControlFlowInterfaces.td",
        include_str!("../ods/mlir/Interfaces/ControlFlowInterfaces.td"),
    ),
    (
        "mlir/Interfaces/InferTypeOpInterface.td",
        include_str!("../ods/mlir/Interfaces/InferTypeOpInterface.td"),
    ),
    (
        "mlir/Interfaces/SideEffectInterfaceBase.td",
        include_str!("../ods/mlir/Interfaces/SideEffectInterfaceBase.td"),
    ),
    (
        "mlir/Interfaces/SideEffectInterfaces.td",
        include_str!("../ods/mlir/Interfaces/SideEffectInterfaces.td"),
    ),
];

/// The embedded file at `path` (`mlir/IR/OpBase.td`), if there is one.
pub fn file(path: &str) -> Option<&'static str> {
    FILES
        .iter()
        .find(|(p, _)| *p == path)
        .map(|(_, text)| *text)
}
