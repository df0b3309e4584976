//! The IR that ods-build's generated code targets: context, types, attributes, operations,
//! properties, traits, verification and the textual format.
