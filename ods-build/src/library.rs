//! The ODS base library for Rust, embedded in ods-build: `include "mlir/IR/OpBase.td"`
//! resolves here when no include directory provides the file first.

/// Every embedded file: (include path, contents).
pub const FILES: &[(&str, &str)] = &[
    (
        "mlir/IR/AttrTypeBase.td",
        include_str!("../ods/mlir/IR/AttrTypeBase.td"),
    ),
    (
        "mlir/IR/BuiltinAttributeInterfaces.td",
        include_str!("../ods/mlir/IR/BuiltinAttributeInterfaces.td"),
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
        "mlir/IR/BuiltinTypeInterfaces.td",
        include_str!("../ods/mlir/IR/BuiltinTypeInterfaces.td"),
    ),
    (
        "mlir/IR/BuiltinTypes.td",
        include_str!("../ods/mlir/IR/BuiltinTypes.td"),
    ),
    (
        "mlir/IR/BytecodeBase.td",
        include_str!("../ods/mlir/IR/BytecodeBase.td"),
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
        "mlir/IR/OpAsmInterface.td",
        include_str!("../ods/mlir/IR/OpAsmInterface.td"),
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
        "mlir/IR/TensorEncoding.td",
        include_str!("../ods/mlir/IR/TensorEncoding.td"),
    ),
    (
        "mlir/IR/Traits.td",
        include_str!("../ods/mlir/IR/Traits.td"),
    ),
    ("mlir/IR/Utils.td", include_str!("../ods/mlir/IR/Utils.td")),
    (
        "mlir/Interfaces/AlignmentAttrInterface.td",
        include_str!("../ods/mlir/Interfaces/AlignmentAttrInterface.td"),
    ),
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
        "mlir/Interfaces/DataLayoutInterfaces.td",
        include_str!("../ods/mlir/Interfaces/DataLayoutInterfaces.td"),
    ),
    (
        "mlir/Interfaces/DerivedAttributeOpInterface.td",
        include_str!("../ods/mlir/Interfaces/DerivedAttributeOpInterface.td"),
    ),
    (
        "mlir/Interfaces/DestinationStyleOpInterface.td",
        include_str!("../ods/mlir/Interfaces/DestinationStyleOpInterface.td"),
    ),
    (
        "mlir/Interfaces/FunctionInterfaces.td",
        include_str!("../ods/mlir/Interfaces/FunctionInterfaces.td"),
    ),
    (
        "mlir/Interfaces/IndexingMapOpInterface.td",
        include_str!("../ods/mlir/Interfaces/IndexingMapOpInterface.td"),
    ),
    (
        "mlir/Interfaces/InferIntRangeInterface.td",
        include_str!("../ods/mlir/Interfaces/InferIntRangeInterface.td"),
    ),
    (
        "mlir/Interfaces/InferStridedMetadataInterface.td",
        include_str!("../ods/mlir/Interfaces/InferStridedMetadataInterface.td"),
    ),
    (
        "mlir/Interfaces/InferTypeOpInterface.td",
        include_str!("../ods/mlir/Interfaces/InferTypeOpInterface.td"),
    ),
    (
        "mlir/Interfaces/LoopLikeInterface.td",
        include_str!("../ods/mlir/Interfaces/LoopLikeInterface.td"),
    ),
    (
        "mlir/Interfaces/MemOpInterfaces.td",
        include_str!("../ods/mlir/Interfaces/MemOpInterfaces.td"),
    ),
    (
        "mlir/Interfaces/MemorySlotInterfaces.td",
        include_str!("../ods/mlir/Interfaces/MemorySlotInterfaces.td"),
    ),
    (
        "mlir/Interfaces/ParallelCombiningOpInterface.td",
        include_str!("../ods/mlir/Interfaces/ParallelCombiningOpInterface.td"),
    ),
    (
        "mlir/Interfaces/RuntimeVerifiableOpInterface.td",
        include_str!("../ods/mlir/Interfaces/RuntimeVerifiableOpInterface.td"),
    ),
    (
        "mlir/Interfaces/ShapedOpInterfaces.td",
        include_str!("../ods/mlir/Interfaces/ShapedOpInterfaces.td"),
    ),
    (
        "mlir/Interfaces/SideEffectInterfaceBase.td",
        include_str!("../ods/mlir/Interfaces/SideEffectInterfaceBase.td"),
    ),
    (
        "mlir/Interfaces/SideEffectInterfaces.td",
        include_str!("../ods/mlir/Interfaces/SideEffectInterfaces.td"),
    ),
    (
        "mlir/Interfaces/SubsetOpInterface.td",
        include_str!("../ods/mlir/Interfaces/SubsetOpInterface.td"),
    ),
    (
        "mlir/Interfaces/TilingInterface.td",
        include_str!("../ods/mlir/Interfaces/TilingInterface.td"),
    ),
    (
        "mlir/Interfaces/ValueBoundsOpInterface.td",
        include_str!("../ods/mlir/Interfaces/ValueBoundsOpInterface.td"),
    ),
    (
        "mlir/Interfaces/VectorInterfaces.td",
        include_str!("../ods/mlir/Interfaces/VectorInterfaces.td"),
    ),
    (
        "mlir/Interfaces/ViewLikeInterface.td",
        include_str!("../ods/mlir/Interfaces/ViewLikeInterface.td"),
    ),
];

/// The embedded file at `path` (`mlir/IR/OpBase.td`), if there is one.
pub fn file(path: &str) -> Option<&'static str> {
    FILES
        .iter()
        .find(|(p, _)| *p == path)
        .map(|(_, text)| *text)
}

/// The names of the classes the embedded files define (`class HasParent<...>`).
pub fn classes() -> &'static std::collections::BTreeSet<&'static str> {
    static CLASSES: std::sync::OnceLock<std::collections::BTreeSet<&'static str>> =
        std::sync::OnceLock::new();
    CLASSES.get_or_init(|| {
        FILES
            .iter()
            .flat_map(|(_, text)| text.lines())
            .filter_map(|line| line.trim_start().strip_prefix("class "))
            .filter_map(|rest| {
                let end = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                (end > 0).then(|| &rest[..end])
            })
            .collect()
    })
}
