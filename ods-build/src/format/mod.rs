//! The format stage, between the validated model and render: an op's or a
//! type's/attribute's `assemblyFormat` string is lexed (`lexer`), parsed into a tree (`ast`)
//! by the grammar shared by both (`parser`), checked as mlir-tblgen checks it, with its
//! wording (op rules in `op`, type and attribute rules in `def`), and planned
//! ([`plan::plan`]: what the generated parser and printer of an op format need). Every error
//! carries the byte offset in the format string it is about, reported as a `file:line:col`
//! of the spec. [`plan_spec`] does all of it for a spec, once; render reads its [`Formats`].

pub mod ast;
mod def;
mod error;
pub mod lexer;
pub(crate) mod op;
mod parser;
pub mod plan;
mod planned;

use crate::diag::{Anchor, Diags, Error, Loc};
use crate::model::{AttrOrTypeDef, InterfaceKind, Operator, Spec};
pub use ast::Format;
pub use error::FormatError;
pub use planned::{Formats, PlannedOp};

/// Parses and checks `format` as the assembly format of `op`.
pub fn parse_op(op: &Operator, format: &str) -> Result<Format, FormatError> {
    parser::Parser::new(format, parser::Target::Op(op))?.parse()
}

/// Parses and checks `format` as the assembly format of the type or attribute `def`.
pub fn parse_def(def: &AttrOrTypeDef, format: &str) -> Result<Format, FormatError> {
    parser::Parser::new(format, parser::Target::Def(def))?.parse()
}

/// Parses, checks and plans every assembly format of `spec`; every error is reported, at
/// its column in the spec. [`crate::Config::load`] runs it beside [`Spec::prepare`], also
/// when the model has problems, so one run reports both.
pub fn plan_spec(spec: &Spec) -> Result<Formats, Error> {
    let mut diags = Diags::default();
    let mut formats = Formats::default();
    for op in &spec.ops {
        if let Some(planned) = op_format(spec, op, &mut diags) {
            formats.insert_op(op, planned);
        }
    }
    // The generated handles a format can read and print as parameters (they parse), and
    // the views of type and attribute interfaces.
    let handles: Vec<&str> = spec
        .typedefs
        .iter()
        .chain(&spec.attrdefs)
        .filter(|d| d.mnemonic.is_some())
        .map(|d| d.rust_name.as_str())
        .chain(
            spec.interfaces
                .iter()
                .filter(|i| i.kind != InterfaceKind::Op)
                .map(|i| i.name.as_str()),
        )
        .collect();
    for def in spec.typedefs.iter().chain(&spec.attrdefs) {
        if let Some(format) = def_format(spec, def, &handles, &mut diags) {
            formats.insert_def(def, format);
        }
    }
    diags.finish(formats)
}

/// The format of `op`, parsed (and planned, unless the op also has a custom assembly
/// format); its `custom` directives' hooks may not share a name with a hook an interface
/// method writes.
fn op_format(spec: &Spec, op: &Operator, diags: &mut Diags) -> Option<PlannedOp> {
    let text = op.assembly_format.as_ref()?;
    let planned = parse_op(op, text).and_then(|format| {
        if op.hooks.custom_assembly_format {
            return Ok(None);
        }
        let plan = plan::plan(op, &format, &spec.enums)?;
        Ok(Some(PlannedOp { format, plan }))
    });
    let planned = match planned {
        Ok(p) => p?,
        Err(e) => {
            report(diags, &op.loc, text, e);
            return None;
        }
    };
    let uses = op.interface_uses();
    for (iface, written) in &uses {
        let Some(declared) = spec.interfaces.iter().find(|i| &i.name == iface) else {
            continue;
        };
        for m in written.iter() {
            if !declared.methods.iter().any(|d| &d.name == m) {
                continue;
            }
            let fname = crate::model::method_names::interface_hook_name(&uses, iface, m);
            if let Some(c) = planned.plan.customs().find(|c| {
                fname
                    .strip_prefix("parse_")
                    .or_else(|| fname.strip_prefix("print_"))
                    == Some(c.snake.as_str())
            }) {
                diags.error(
                    &op.loc,
                    format!(
                        "op `{}` would write `{fname}` twice in its hooks trait: for \
                         `custom<{}>` of the assembly format and for method `{m}` of \
                         interface `{iface}`",
                        op.def_name, c.name
                    ),
                );
            }
        }
    }
    Some(planned)
}

/// The format of the type or attribute `def`, parsed and checked to be one code is
/// generated for (`handles` are the spec's types, attributes and interfaces a parameter
/// may be); none when it has no mnemonic, which validation reports.
fn def_format(
    spec: &Spec,
    def: &AttrOrTypeDef,
    handles: &[&str],
    diags: &mut Diags,
) -> Option<Format> {
    let text = def.assembly_format.as_ref()?;
    def.mnemonic.as_ref()?;
    let format = match parse_def(def, text) {
        Ok(f) => f,
        Err(e) => {
            report(diags, &def.loc, text, e);
            return None;
        }
    };
    if def.has_custom_assembly_format {
        return None;
    }
    if let Some((offset, message)) = def::unsupported(def, &format, &spec.enums, handles) {
        report(diags, &def.loc, text, FormatError::new(offset, message));
        return None;
    }
    Some(format)
}

/// Reports a format error at its column in the spec.
fn report(diags: &mut Diags, loc: &Loc, format: &str, e: FormatError) {
    diags.error_at(
        loc,
        Anchor::FieldText {
            field: "assemblyFormat".into(),
            text: format.to_string(),
            offset: e.offset,
        },
        e.message,
    );
}

#[cfg(test)]
mod tests;
