//! `Property` records an op's arguments hold: their storage, interface form and defaults.

use crate::diag::Loc;
use crate::model::cpp_types::{self, Position};
use crate::model::{NamedProp, PropBytecode, PropForm};
use crate::spec::records::{Rec, Val};

use super::constraints::value_initialized;
use super::{Lower, is_anonymous};

/// The library's name for the bytecode encoding through the attribute form
/// (`writeMlirBytecodeWithConvertToAttribute` and `readMlirBytecodeUsingConvertFromAttribute`
/// in `mlir/IR/Properties.td`), as a property's bytecode fields hold it.
const THROUGH_ATTRIBUTE: &str = "through the attribute form";

impl<'a> Lower<'a> {
    /// Refuses a property's custom hash and bytecode encoding (upstream's C++ hooks for
    /// storage that ods-runtime hashes and encodes itself).
    fn refuse_property_code(&mut self, rec: &Rec, name: &str, loc: &Loc) {
        let bytecode = "a property is written to bytecode as its kind of the property library \
                        writes it (derive it from `IntProp`, `EnumProp`, `BoolProp`, `UnitProp`, \
                        `StringProp`, `ArrayProp`, `OptionalProp`, ...), or through its \
                        attribute form (`convertToAttribute` and `convertFromAttribute`); \
                        remove it, or set it to `writeMlirBytecodeWithConvertToAttribute` \
                        (`readMlirBytecodeUsingConvertFromAttribute`) to encode the property \
                        through its attribute form";
        let fields = [
            (
                "hashProperty",
                "a property is hashed through its Rust storage type; remove it",
            ),
            ("readFromMlirBytecode", bytecode),
            ("writeToMlirBytecode", bytecode),
        ];
        for (field, why) in fields {
            if let Some(Val::Str(code)) = rec.field(field)
                && !code.trim().is_empty()
                && code != THROUGH_ATTRIBUTE
            {
                self.refuse(
                    rec,
                    field,
                    loc,
                    format!("`{field}` of property `{name}` is not supported by ods-build: {why}"),
                );
            }
        }
    }

    pub(super) fn property(&mut self, rec: &Rec, name: String, loc: &Loc) -> NamedProp {
        self.note_foreign(rec, loc);
        self.refuse_function_name(rec, loc);
        self.refuse_property_code(rec, &name, loc);
        // A storage default equal to the default value is what the storage starts at.
        if let Some(Val::Str(value)) = rec.field("storageTypeValueOverride")
            && !value.is_empty()
            && !matches!(rec.field("defaultValue"), Some(Val::Str(d)) if d == value)
        {
            self.refuse(
                rec,
                "storageTypeValueOverride",
                loc,
                format!(
                    "the storage default `{value}` of property `{name}` is not supported by \
                     ods-build: the storage starts at the default value; remove it"
                ),
            );
        }
        let at = self.loc_of(rec, loc);
        let storage = self.string(rec, "storageType");
        let interface = self.string(rec, "interfaceType");
        let storage_type = self.rust_type(&at, &storage, Position::Owned);
        let default_value = self
            .opt_string(rec, "defaultValue")
            .filter(|s| !s.is_empty())
            .map(|d| value_initialized(d, &storage_type));
        let interface_type = if interface == storage {
            storage_type.clone()
        } else {
            self.rust_type(&at, &interface, Position::Owned)
        };
        NamedProp {
            name,
            def_name: (!is_anonymous(&rec.name)).then(|| rec.name.clone()),
            summary: self.string(rec, "summary"),
            description: self.opt_string(rec, "description").unwrap_or_default(),
            storage_type,
            interface_type,
            convert_from_storage: self.string(rec, "convertFromStorage"),
            assign_to_storage: self.string(rec, "assignToStorage"),
            convert_to_attribute: self.string(rec, "convertToAttribute"),
            convert_from_attribute: self.string(rec, "convertFromAttribute"),
            pred: self.pred_field(rec, "predicate"),
            default_value,
            optional: self.bit(rec, "isOptional"),
            form: self.prop_form(rec),
            bytecode: self.prop_bytecode(rec),
            loc: loc.clone(),
        }
    }

    /// How bytecode writes a property: as its kind of the library writes it (through
    /// `baseProperty` for `OptionalProp`, `DefaultValuedProp` and `ConfinedProp`), or
    /// through its attribute form when it names that encoding or is of no kind.
    fn prop_bytecode(&mut self, rec: &Rec) -> PropBytecode {
        if matches!(rec.field("writeToMlirBytecode"), Some(Val::Str(c)) if c == THROUGH_ATTRIBUTE) {
            return PropBytecode::Attribute;
        }
        let base = |this: &mut Self| {
            this.def(rec, "baseProperty")
                .map_or(PropBytecode::Attribute, |b| this.prop_bytecode(b))
        };
        if rec.is_a("OptionalProp") {
            return PropBytecode::Optional {
                inner: Box::new(base(self)),
            };
        }
        if rec.is_a("DefaultValuedProp") || rec.is_a("ConfinedProp") {
            return base(self);
        }
        if rec.is_a("ArrayProp") {
            let element = self
                .def(rec, "elementProp")
                .map_or(PropBytecode::Attribute, |e| self.prop_bytecode(e));
            return match element {
                PropBytecode::Int { width, signed } if rec.is_a("IntArrayProp") => {
                    PropBytecode::IntArray { width, signed }
                }
                element => PropBytecode::Array {
                    element: Box::new(element),
                },
            };
        }
        if rec.is_a("EnumProp") {
            let width = self
                .def(rec, "enum")
                .and_then(|info| self.int(info, "bitwidth"))
                .and_then(|w| u32::try_from(w).ok())
                .filter(|&w| w > 0)
                .unwrap_or(32);
            let custom =
                if rec.is_a("EnumPropWithAttrForm") && self.bit(rec, "storeInCustomAttribute") {
                    self.def(rec, "attrForm")
                        .filter(|form| form.is_a("EnumAttr"))
                        .map(|form| self.string(form, "cppClassName"))
                } else {
                    None
                };
            return PropBytecode::Enum { width, custom };
        }
        if rec.is_a("_cls_UnitProp") {
            return PropBytecode::Unit;
        }
        if rec.is_a("_cls_BoolProp") {
            return PropBytecode::Bool;
        }
        if rec.is_a("_cls_StringProp") {
            return PropBytecode::String;
        }
        if rec.is_a("IntProp") {
            return match self.prop_form(rec) {
                Some(PropForm::Int { width, signed }) => PropBytecode::Int { width, signed },
                _ => PropBytecode::Int {
                    width: 64,
                    signed: true,
                },
            };
        }
        PropBytecode::Attribute
    }

    /// How an assembly format writes a property of the library's kinds (`None` for a
    /// property of another kind: a format naming it is refused).
    fn prop_form(&mut self, rec: &Rec) -> Option<PropForm> {
        let has_default = |rec: &Rec| {
            matches!(rec.field("defaultValue"), Some(Val::Str(d)) if !d.is_empty())
                || matches!(rec.field("isOptional"), Some(Val::Int(1)))
        };
        if rec.is_a("OptionalProp") {
            let base = self.def(rec, "baseProperty")?;
            let inner = self.prop_form(base)?;
            let delegates =
                !matches!(rec.field("delegatesParsing"), Some(Val::Int(0))) && !has_default(base);
            return Some(PropForm::Optional {
                inner: Box::new(inner),
                delegates,
            });
        }
        if rec.is_a("DefaultValuedProp") || rec.is_a("ConfinedProp") {
            let base = self.def(rec, "baseProperty")?;
            return self.prop_form(base);
        }
        if rec.is_a("ArrayProp") {
            let elem = self.def(rec, "elementProp")?;
            let element = self.prop_form(elem)?;
            return match element {
                PropForm::Int { width, signed } if rec.is_a("IntArrayProp") => {
                    Some(PropForm::IntArray { width, signed })
                }
                _ if rec.is_a("IntArrayProp") => None,
                element => Some(PropForm::Array {
                    element: Box::new(element),
                }),
            };
        }
        if rec.is_a("EnumProp") {
            let info = self.def(rec, "enum")?;
            let value = PropForm::Enum {
                name: info.name.clone(),
            };
            if rec.is_a("NamedEnumProp") || rec.is_a("NamedEnumPropWithAttrForm") {
                return Some(PropForm::Named {
                    mnemonic: self.string(rec, "mnemonic"),
                    inner: Box::new(value),
                });
            }
            return Some(value);
        }
        if rec.is_a("_cls_UnitProp") {
            return Some(PropForm::Unit);
        }
        if rec.is_a("_cls_BoolProp") {
            return Some(PropForm::Bool);
        }
        if rec.is_a("_cls_StringProp") {
            return Some(PropForm::String);
        }
        if rec.is_a("IntProp") {
            let storage = self.string(rec, "storageType");
            let rust = cpp_types::map(&storage, Position::Owned).unwrap_or(storage);
            let (width, signed) = match rust.as_str() {
                "i8" => (8, true),
                "i16" => (16, true),
                "i32" => (32, true),
                "i64" | "isize" => (64, true),
                "u8" => (8, false),
                "u16" => (16, false),
                "u32" => (32, false),
                "u64" | "usize" => (64, false),
                _ => return None,
            };
            return Some(PropForm::Int { width, signed });
        }
        None
    }
}
