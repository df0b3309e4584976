//! Declarative rewrite rules (DRR): a `Pattern`/`Pat` record as a source tree to match, the
//! values its result patterns build, and the constraints over matched entities. The
//! lowering (`spec::td`) resolves op names and argument positions and reports every
//! problem at the pattern; [`Pattern::symbols`] is the one place that decides what each
//! `$name` binds, for the checks and for the generated code.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::constraint::Pred;
use crate::diag::Loc;

/// One rewrite rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pattern {
    /// The record name: the Rust struct name and the pattern's debug name.
    pub name: String,
    /// Tried first among patterns matching the same op: the number of ops the source
    /// matches plus the `addBenefit` delta.
    pub benefit: u16,
    /// The source tree; its root is the op the pattern is rooted at.
    pub source: SourceOp,
    /// The result patterns in order: the last `source.num_results` replace the root's
    /// results, the ones before are auxiliary (built, used only where referenced).
    pub results: Vec<ResultValue>,
    /// Constraints over matched entities, checked after the source matched.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub constraints: Vec<PatternConstraint>,
    /// Where the record was defined.
    pub loc: Loc,
}

/// An op of the source tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SourceOp {
    /// The full op name (`test.add`).
    pub op: String,
    /// `(AddOp:$sum ...)`: the symbol naming the op (its results).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binding: Option<String>,
    /// How many results the op has (its ODS result groups).
    pub num_results: usize,
    /// Operands in the op's order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub operands: Vec<SourceOperand>,
    /// Per operand, in the order of `operands`: whether its ODS group is variadic or
    /// optional, so that its binding holds the group's values. Empty when every operand
    /// is a single value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variable_operands: Vec<bool>,
    /// `AttrSizedOperandSegments`: the group sizes are the op's `operandSegmentSizes`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub operand_segments: bool,
    /// Per ODS result group: whether it is variadic or optional. Empty when every result
    /// is a single value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variable_results: Vec<bool>,
    /// `AttrSizedResultSegments`: the group sizes are the op's `resultSegmentSizes`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub result_segments: bool,
    /// Attributes matched or bound.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attributes: Vec<SourceAttr>,
    /// `either`: operand `i` and `i + 1` may match in either order, for each `i` listed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub either: Vec<usize>,
}

/// An operand of a source op.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SourceOperand {
    /// The symbol bound to the value (`$x`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binding: Option<String>,
    /// A type constraint the value's type must satisfy (over `$_self`, a type).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_pred: Option<Pred>,
    /// The op that must define the value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defined_by: Option<Box<SourceOp>>,
    /// A `NativeCodeCall` the value's defining op must match
    /// (`(ConstantLikeMatcher APIntAttr:$c)`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub native: Option<SourceNative>,
    /// `(variadic $a, (Op $b))` on a variadic operand: the group holds exactly these
    /// values, each matched as an operand is (`binding` then binds the whole group).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elements: Option<Vec<SourceOperand>>,
}

/// A `NativeCodeCall` in a source pattern: Rust code over `$_self` (the defining op of the
/// operand, an `OpId`) and `$_builder` (the context) that says whether it matches and
/// captures the attributes its arguments bind: with no arguments it is a `bool`; with one,
/// an `Option<Attribute>`; with more, an `Option` of a tuple of `Attribute`s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SourceNative {
    /// The code.
    pub code: String,
    /// The captured attributes, in argument order (`name` is `$N` for the `N`th), with the
    /// symbol each binds and the constraint it must satisfy.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outputs: Vec<SourceAttr>,
}

/// An attribute of a source op.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SourceAttr {
    /// The attribute's name on the op.
    pub name: String,
    /// The symbol bound to the attribute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binding: Option<String>,
    /// The constraint it must satisfy (over `$_self`, an attribute); `None` when any
    /// present attribute matches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pred: Option<Pred>,
    /// For a default-valued attribute: the Rust expression (over `$_builder`) building the
    /// default, which an op without the attribute matches with (as upstream's matcher).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// An optional attribute without default: the binding holds `Option<Attribute>`, for
    /// constraints only (`$0.is_none()`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
}

/// A value a result pattern produces or uses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ResultValue {
    /// A bound symbol (`$x`, `$op__1`), or `(replaceWithValue $x)`.
    Symbol {
        /// The symbol as written, without `$`.
        name: String,
    },
    /// A new op.
    Op {
        /// The op.
        op: Box<ResultOp>,
    },
    /// `NativeCodeCall`: a Rust expression over `$_builder`, `$_loc` and `$0..$N`.
    Native {
        /// The expression.
        code: String,
        /// The arguments `$0..$N` stand for.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        args: Vec<ResultValue>,
        /// `NativeCodeCallVoid`: a statement run for its effect, giving no value (only as
        /// a result pattern of its own, never replacing a result).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        void: bool,
    },
    /// A constant attribute (`ConstantAttr`), built by its attribute's `constBuilderCall`
    /// (a Rust expression over `$_builder`).
    Constant {
        /// The expression.
        code: String,
    },
    /// `(variadic $a, $b)`: the values of a variadic operand group of a result op.
    Variadic {
        /// The values, each one value or a group.
        values: Vec<ResultValue>,
    },
}

/// An op a result pattern builds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultOp {
    /// The full op name.
    pub op: String,
    /// `(AddOp:$sum ...)`: the symbol naming the new op's results.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binding: Option<String>,
    /// Operands in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub operands: Vec<ResultValue>,
    /// Attributes by name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attributes: Vec<ResultAttr>,
    /// Where each result type comes from.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub result_types: Vec<ResultType>,
    /// `(location $op)`: the new op takes the location of the matched op bound to `$op`
    /// (by default, the matched root's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    /// `(location "name")`: the new op takes a name location (`loc("name")`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location_name: Option<String>,
    /// `(location $a, $b, "meta")`: the new op takes the locations of the matched ops bound
    /// to the symbols, fused, the string (if any) as the fusion's metadata.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location_fused: Option<FusedLocation>,
    /// Per operand, in the order of `operands`: whether its ODS group is variadic or
    /// optional (it then takes a group, or `(variadic ...)`). Empty when every operand is
    /// a single value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variable_operands: Vec<bool>,
    /// `AttrSizedOperandSegments`: the build sets `operandSegmentSizes`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub operand_segments: bool,
    /// `AttrSizedResultSegments`: the build sets `resultSegmentSizes`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub result_segments: bool,
}

/// The arguments of a `location` directive of several arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FusedLocation {
    /// The symbols of the matched ops whose locations fuse, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ops: Vec<String>,
    /// The string argument: the fused location's metadata.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<String>,
}

/// An attribute of a result op.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultAttr {
    /// The attribute's name on the op.
    pub name: String,
    /// Its value.
    pub value: ResultValue,
}

/// Where the type of a result op's result comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ResultType {
    /// The type of the root op's result `index` (an op replacing the root).
    Root {
        /// The root result.
        index: usize,
    },
    /// The types of the root op's ODS result group `index`, as many as it has (an op with
    /// variadic or optional results replacing the root, as upstream's `getODSResults`).
    RootGroup {
        /// The root's result group.
        index: usize,
    },
    /// The type of the op's operand `index` (`SameOperandsAndResultType`).
    Operand {
        /// The operand.
        index: usize,
    },
    /// A Rust expression of type `Type` over `$_builder` (a buildable type's
    /// `builderCall`, or `returnType` with a `NativeCodeCall`).
    Build {
        /// The expression.
        code: String,
    },
    /// The type of the op's attribute `name` (`AllTypesMatch` of an attribute and the
    /// result, as `arith.constant`'s `value` and `result`).
    AttrType {
        /// The attribute.
        name: String,
    },
    /// A `TypesMatchWith` transform of the type of the op's operand `index`:
    /// `transformer` is Rust over `$_self` (the type) and `$_ctxt`.
    Transform {
        /// The operand.
        index: usize,
        /// The transformer.
        transformer: String,
    },
    /// `(returnType $x)`: the type of the value bound to `$x`.
    TypeOf {
        /// The symbol.
        name: String,
    },
}

/// A constraint over matched entities (`[(IsSame $a, $b)]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatternConstraint {
    /// The predicate: `$_self` is the first argument, `$0..$N` the arguments.
    pub pred: Pred,
    /// The constraint's summary.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub summary: String,
    /// Whether the predicate is over types (a `TypeConstraint`): values are passed as their
    /// types.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub on_types: bool,
    /// The symbols it constrains.
    pub args: Vec<String>,
}

/// What a symbol of the source pattern names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// A value: operand `operand` of the source op numbered `op` (pre-order).
    Operand {
        /// The source op.
        op: usize,
        /// The operand.
        operand: usize,
    },
    /// The values of the variadic or optional operand group `operand` of source op `op`.
    Group {
        /// The source op.
        op: usize,
        /// The operand group.
        operand: usize,
    },
    /// Value `element` of the variadic operand group `operand` of source op `op`, matched
    /// by `(variadic ...)`.
    Element {
        /// The source op.
        op: usize,
        /// The operand group.
        operand: usize,
        /// The value's place in the group.
        element: usize,
    },
    /// Attribute `name` of the source op numbered `op`.
    Attr {
        /// The source op.
        op: usize,
        /// The attribute name.
        name: String,
    },
    /// The source op numbered `op` (its results).
    Op {
        /// The source op.
        op: usize,
        /// Its number of results.
        num_results: usize,
    },
    /// The op result pattern number `result` builds, with its number of results.
    ResultOp {
        /// A unique number for the result op (pre-order over the result patterns).
        id: usize,
        /// Its number of results.
        num_results: usize,
    },
}

/// A symbol as used: what it names and, for `$op__N`, the result index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolUse<'a> {
    /// What the base symbol names.
    pub symbol: &'a Symbol,
    /// `Some(n)` for `$name__n`.
    pub result: Option<usize>,
}

impl SourceOp {
    /// Every op of the tree in pre-order (the numbering [`Symbol`] uses).
    pub fn preorder(&self) -> Vec<&SourceOp> {
        let mut out = vec![self];
        for o in &self.operands {
            for v in o.values() {
                if let Some(d) = &v.defined_by {
                    out.extend(d.preorder());
                }
            }
        }
        out
    }

    /// Whether operand `i` is a variadic or optional group.
    pub fn is_group(&self, i: usize) -> bool {
        self.variable_operands.get(i).copied().unwrap_or(false)
    }
}

impl SourceOperand {
    /// The operand itself, or the elements its `(variadic ...)` matches.
    pub fn values(&self) -> Vec<&SourceOperand> {
        match &self.elements {
            Some(elements) => elements.iter().collect(),
            None => vec![self],
        }
    }
}

impl ResultOp {
    /// Whether the op's results are read as groups (it replaces a root with variadic or
    /// optional results, or has such results itself).
    pub fn has_variable_results(&self) -> bool {
        self.result_types
            .iter()
            .any(|t| matches!(t, ResultType::RootGroup { .. }))
    }
}

impl ResultValue {
    /// Every result op in this value, in pre-order.
    pub fn result_ops(&self) -> Vec<&ResultOp> {
        match self {
            ResultValue::Op { op } => {
                let mut out = vec![op.as_ref()];
                for v in op
                    .operands
                    .iter()
                    .chain(op.attributes.iter().map(|a| &a.value))
                {
                    out.extend(v.result_ops());
                }
                out
            }
            ResultValue::Native { args, .. } => args.iter().flat_map(|a| a.result_ops()).collect(),
            ResultValue::Variadic { values } => {
                values.iter().flat_map(|a| a.result_ops()).collect()
            }
            ResultValue::Symbol { .. } | ResultValue::Constant { .. } => Vec::new(),
        }
    }
}

impl Pattern {
    /// The symbols the source binds and the result ops name, or the problem: a symbol
    /// bound twice other than as two operands (which must then be the same value).
    /// Returns the table and the pairs of operands that must be equal.
    #[allow(clippy::type_complexity)]
    pub fn symbols(&self) -> Result<(BTreeMap<String, Symbol>, Vec<(Symbol, Symbol)>), String> {
        let mut table: BTreeMap<String, Symbol> = BTreeMap::new();
        let mut equal = Vec::new();
        let mut bind = |name: &str, sym: Symbol| -> Result<(), String> {
            // `$_` matches anything and binds nothing.
            if name == "_" {
                return Ok(());
            }
            match table.get(name) {
                None => {
                    table.insert(name.to_string(), sym);
                    Ok(())
                }
                Some(prev @ (Symbol::Operand { .. } | Symbol::Element { .. }))
                    if matches!(sym, Symbol::Operand { .. } | Symbol::Element { .. }) =>
                {
                    equal.push((prev.clone(), sym));
                    Ok(())
                }
                Some(prev @ Symbol::Group { .. }) if matches!(sym, Symbol::Group { .. }) => {
                    equal.push((prev.clone(), sym));
                    Ok(())
                }
                Some(_) => Err(format!(
                    "symbol `${name}` is bound twice in pattern `{}`; only operands may repeat a \
                     symbol (they must then be the same value)",
                    self.name
                )),
            }
        };
        for (k, op) in self.source.preorder().into_iter().enumerate() {
            if let Some(b) = &op.binding {
                bind(
                    b,
                    Symbol::Op {
                        op: k,
                        num_results: op.num_results,
                    },
                )?;
            }
            for (i, o) in op.operands.iter().enumerate() {
                if let Some(b) = &o.binding {
                    let sym = if op.is_group(i) {
                        Symbol::Group { op: k, operand: i }
                    } else {
                        Symbol::Operand { op: k, operand: i }
                    };
                    bind(b, sym)?;
                }
                for (e, v) in o.elements.iter().flatten().enumerate() {
                    if let Some(b) = &v.binding {
                        bind(
                            b,
                            Symbol::Element {
                                op: k,
                                operand: i,
                                element: e,
                            },
                        )?;
                    }
                }
                for out in o.native.iter().flat_map(|n| &n.outputs) {
                    if let Some(b) = &out.binding {
                        bind(
                            b,
                            Symbol::Attr {
                                op: k,
                                name: native_output_name(i, &out.name),
                            },
                        )?;
                    }
                }
            }
            for a in &op.attributes {
                if let Some(b) = &a.binding {
                    bind(
                        b,
                        Symbol::Attr {
                            op: k,
                            name: a.name.clone(),
                        },
                    )?;
                }
            }
        }
        let mut id = 0;
        for r in &self.results {
            for op in r.result_ops() {
                if let Some(b) = &op.binding {
                    bind(
                        b,
                        Symbol::ResultOp {
                            id,
                            num_results: op.result_types.len(),
                        },
                    )?;
                }
                id += 1;
            }
        }
        Ok((table, equal))
    }
}

/// The name of output `output` (`$N`) of the native matcher on operand `operand`, as an
/// attribute of the source op it belongs to.
pub fn native_output_name(operand: usize, output: &str) -> String {
    format!("native{operand}_{}", output.trim_start_matches('$'))
}

/// Looks `name` (`x`, `op__1`) up in `table`: the symbol and the result index of `__N`.
/// The error says why it does not resolve.
pub fn lookup<'a>(
    table: &'a BTreeMap<String, Symbol>,
    name: &str,
) -> Result<SymbolUse<'a>, String> {
    if let Some(symbol) = table.get(name) {
        return Ok(SymbolUse {
            symbol,
            result: None,
        });
    }
    if let Some((base, n)) = name.rsplit_once("__")
        && let Ok(n) = n.parse::<usize>()
        && let Some(symbol) = table.get(base)
    {
        let count = match symbol {
            Symbol::Op { num_results, .. } | Symbol::ResultOp { num_results, .. } => *num_results,
            _ => {
                return Err(format!(
                    "`${name}`: `${base}` names a value or attribute, not an op; `__N` selects \
                     a result of an op"
                ));
            }
        };
        if n >= count {
            return Err(format!(
                "`${name}`: the op bound to `${base}` has {count} result(s)"
            ));
        }
        return Ok(SymbolUse {
            symbol,
            result: Some(n),
        });
    }
    Err(format!(
        "symbol `${name}` is not bound in the source pattern"
    ))
}
