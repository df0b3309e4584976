//! MLIR generation from the Toy AST (tutorial chapter 2, with chapter 4's private
//! functions): one `toy.func` per function, its parameters unranked `tensor<*xf64>`, every
//! operation located `loc("file":line:col)` at its expression. Literals become
//! `toy.constant`, a declared shape a `toy.reshape`, `+` and `*` `toy.add` and `toy.mul`,
//! the builtin `transpose` `toy.transpose`, `print` `toy.print`, other calls
//! `toy.generic_call`. Every function but `main` is private, so the inliner may drop it.

use std::collections::HashMap;

use ods_runtime::attributes::Scalar;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::{BlockId, OpId, Value};
use ods_runtime::{Context, Diagnostic, Location, Type};

use crate::ast::{Expr, Function, Module};
use crate::lexer::Pos;
use crate::toy as t;

/// Generates a `builtin.module` for `module`, read from `file`. An error (an unknown
/// variable, a bad operator, a wrong builtin call) is located at its expression.
pub fn mlir_gen(ctx: &mut Context, module: &Module, file: &str) -> Result<OpId, Diagnostic> {
    crate::toy::register(ctx);
    let loc = ctx.unknown_loc();
    let top = ModuleOp::create(ctx, loc);
    let body = top.body(ctx);
    let mut generator = Gen {
        ctx,
        file,
        block: body,
        scope: HashMap::new(),
    };
    for f in &module.functions {
        let func = generator.function(f)?;
        generator.ctx.append_op(body, func);
    }
    Ok(top.op())
}

struct Gen<'a> {
    ctx: &'a mut Context,
    file: &'a str,
    block: BlockId,
    scope: HashMap<String, Value>,
}

impl Gen<'_> {
    fn loc(&self, pos: Pos) -> Location {
        self.ctx.file_line_col_loc(self.file, pos.line, pos.col)
    }

    fn error(&self, pos: Pos, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            file: self.file.to_string(),
            line: pos.line,
            col: pos.col,
            message: message.into(),
            severity: ods_runtime::diag::Severity::Error,
            source_line: None,
            notes: Vec::new(),
        }
    }

    fn unranked(&self) -> Type {
        let f64 = self.ctx.f64_type();
        self.ctx.unranked_tensor_type(f64)
    }

    fn append(&mut self, op: OpId) -> OpId {
        self.ctx.append_op(self.block, op);
        op
    }

    fn function(&mut self, f: &Function) -> Result<OpId, Diagnostic> {
        let loc = self.loc(f.proto.pos);
        let unranked = self.unranked();
        let inputs = vec![unranked; f.proto.params.len()];
        let fn_ty = self.ctx.function_type(&inputs, &[]);
        let name = self.ctx.string_attr(&f.proto.name);
        let ty_attr = self.ctx.type_attr(fn_ty);
        let private = (f.proto.name != "main").then(|| self.ctx.string_attr("private"));
        let func = t::FuncOp::build(self.ctx, loc, name, ty_attr, private, None, None);
        let region = func.body(self.ctx);
        let entry = self.ctx.create_block();
        self.ctx.append_block(region, entry);
        self.scope.clear();
        for p in &f.proto.params {
            let arg = self.ctx.add_block_argument(entry, unranked, loc);
            self.scope.insert(p.clone(), arg);
        }
        let outer = std::mem::replace(&mut self.block, entry);
        for e in &f.body {
            if let Err(d) = self.statement(e) {
                self.block = outer;
                self.ctx.erase_op(func.op());
                return Err(d);
            }
        }
        let last = self.ctx.block_ops(entry).last();
        match last.and_then(|op| t::ReturnOp::cast(self.ctx, op)) {
            None => {
                let ret = t::ReturnOp::build(self.ctx, loc, Vec::new()).op();
                self.append(ret);
            }
            Some(ret) => {
                if !ret.input(self.ctx).is_empty() {
                    let fn_ty = self.ctx.function_type(&inputs, &[unranked]);
                    let ty_attr = self.ctx.type_attr(fn_ty);
                    func.set_function_type_attr(self.ctx, Some(ty_attr));
                }
            }
        }
        self.block = outer;
        Ok(func.op())
    }

    fn statement(&mut self, e: &Expr) -> Result<(), Diagnostic> {
        match e {
            Expr::VarDecl(pos, name, shape, init) => {
                let mut value = self.expr(init)?;
                if !shape.is_empty() {
                    let f64 = self.ctx.f64_type();
                    let ty = self.ctx.ranked_tensor_type(shape, f64);
                    let loc = self.loc(*pos);
                    let op = t::ReshapeOp::build(self.ctx, loc, ty, value).op();
                    self.append(op);
                    value = self.ctx.op_result(op, 0);
                }
                if self.scope.contains_key(name) {
                    return Err(self.error(*pos, format!("redeclared variable '{name}'")));
                }
                self.scope.insert(name.clone(), value);
                Ok(())
            }
            Expr::Return(pos, value) => {
                let operands = match value {
                    Some(v) => vec![self.expr(v)?],
                    None => Vec::new(),
                };
                let loc = self.loc(*pos);
                let op = t::ReturnOp::build(self.ctx, loc, operands).op();
                self.append(op);
                Ok(())
            }
            Expr::Print(pos, arg) => {
                let v = self.expr(arg)?;
                let loc = self.loc(*pos);
                let op = t::PrintOp::build(self.ctx, loc, v).op();
                self.append(op);
                Ok(())
            }
            _ => self.expr(e).map(|_| ()),
        }
    }

    fn expr(&mut self, e: &Expr) -> Result<Value, Diagnostic> {
        let unranked = self.unranked();
        let op = match e {
            Expr::Var(pos, name) => {
                return self
                    .scope
                    .get(name)
                    .copied()
                    .ok_or_else(|| self.error(*pos, format!("unknown variable '{name}'")));
            }
            Expr::Number(pos, v) => {
                let f64 = self.ctx.f64_type();
                let ty = self.ctx.ranked_tensor_type(&[], f64);
                let data = vec![float(*v)];
                let value = self.ctx.dense_elements_attr(ty, data);
                let loc = self.loc(*pos);
                t::ConstantOp::build(self.ctx, loc, ty, value).op()
            }
            Expr::Literal(pos, dims, _) => {
                let mut data = Vec::new();
                flatten(e, &mut data);
                let f64 = self.ctx.f64_type();
                let ty = self.ctx.ranked_tensor_type(dims, f64);
                let value = self.ctx.dense_elements_attr(ty, data);
                let loc = self.loc(*pos);
                t::ConstantOp::build(self.ctx, loc, ty, value).op()
            }
            Expr::BinOp(pos, op, lhs, rhs) => {
                let l = self.expr(lhs)?;
                let r = self.expr(rhs)?;
                let loc = self.loc(*pos);
                match op {
                    '+' => t::AddOp::build(self.ctx, loc, unranked, l, r).op(),
                    '*' => t::MulOp::build(self.ctx, loc, unranked, l, r).op(),
                    _ => return Err(self.error(*pos, format!("invalid binary operator '{op}'"))),
                }
            }
            Expr::Call(pos, callee, args) => {
                let mut operands = Vec::new();
                for a in args {
                    operands.push(self.expr(a)?);
                }
                let loc = self.loc(*pos);
                if callee == "transpose" {
                    let [input] = operands[..] else {
                        return Err(self.error(
                            *pos,
                            "MLIR codegen encountered an error: toy.transpose does not accept \
                             multiple arguments",
                        ));
                    };
                    t::TransposeOp::build(self.ctx, loc, unranked, input).op()
                } else {
                    let sym = self.ctx.flat_symbol_ref_attr(callee);
                    t::GenericCallOp::build(self.ctx, loc, unranked, sym, operands, None, None).op()
                }
            }
            Expr::VarDecl(pos, ..) | Expr::Return(pos, _) | Expr::Print(pos, _) => {
                return Err(self.error(*pos, "expected an expression"));
            }
        };
        self.append(op);
        Ok(self.ctx.op_result(op, 0))
    }
}

/// An `f64` element of a dense elements attribute.
fn float(v: f64) -> Scalar {
    Scalar::Float(u128::from(v.to_bits()))
}

/// The numbers of a literal in row-major order.
fn flatten(e: &Expr, out: &mut Vec<Scalar>) {
    match e {
        Expr::Literal(_, _, values) => values.iter().for_each(|v| flatten(v, out)),
        Expr::Number(_, v) => out.push(float(*v)),
        _ => {}
    }
}
