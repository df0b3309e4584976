//! MLIR generation from the Toy AST (tutorial chapter 2, with chapter 4's private
//! functions and chapter 7's structs): one `toy.func` per function, its parameters unranked
//! `tensor<*xf64>` or, when declared with a struct's name, `!toy.struct<...>`, every
//! operation located `loc("file":line:col)` at its expression. Literals become
//! `toy.constant`, struct literals `toy.struct_constant`, a member access `value.a`
//! `toy.struct_access` (the member's index), a declared shape a `toy.reshape`, `+` and `*`
//! `toy.add` and `toy.mul`, the builtin `transpose` `toy.transpose`, `print` `toy.print`,
//! other calls `toy.generic_call`. A struct is an unnamed `!toy.struct` of its members'
//! types: the names stay here. Every function but `main` is private, so the inliner may
//! drop it.

use std::collections::HashMap;

use ods_runtime::asm::printer::type_to_string;
use ods_runtime::attributes::Scalar;
use ods_runtime::builtin_ops::ModuleOp;
use ods_runtime::ir::{BlockId, OpId, Value};
use ods_runtime::{Attribute, Context, Diagnostic, Location, Type};

use crate::ast::{Decl, Expr, Function, Item, Module, StructDef, VarType};
use crate::lexer::Pos;
use crate::toy as t;

/// Generates a `builtin.module` for `module`, read from `file`. An error (an unknown
/// variable, a bad operator, a wrong builtin call) is located at its expression.
pub fn mlir_gen(ctx: &mut Context, module: &Module, file: &str) -> Result<OpId, Diagnostic> {
    crate::toy::register(ctx);
    let loc = Location::unknown(ctx);
    let top = ModuleOp::create(ctx, loc);
    let body = top.body(ctx);
    let mut generator = Gen {
        ctx,
        file,
        block: body,
        scope: HashMap::new(),
        structs: HashMap::new(),
        results: HashMap::new(),
    };
    for item in &module.items {
        match item {
            Item::Function(f) => {
                let func = generator.function(f)?;
                body.append_op(generator.ctx, func);
            }
            Item::Struct(s) => generator.structure(s)?,
        }
    }
    Ok(top.op())
}

struct Gen<'a> {
    ctx: &'a mut Context,
    file: &'a str,
    block: BlockId,
    /// The variables in scope: their values and declared types.
    scope: HashMap<String, (Value, VarType)>,
    /// The structs defined so far: their types and definitions.
    structs: HashMap<String, (Type, StructDef)>,
    /// The result types of the functions generated so far that return a value.
    results: HashMap<String, Type>,
}

impl Gen<'_> {
    fn loc(&self, pos: Pos) -> Location {
        Location::file_line_col(self.ctx, self.file, pos.line, pos.col)
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
            show_source: None,
        }
    }

    fn unranked(&self) -> Type {
        let f64 = Type::f64(self.ctx);
        Type::unranked_tensor(self.ctx, f64)
    }

    fn append(&mut self, op: OpId) -> OpId {
        self.block.append_op(self.ctx, op);
        op
    }

    /// The type of a declaration: a tensor of its shape (unranked without one), or the
    /// struct type of its name.
    fn var_type(&self, ty: &VarType, pos: Pos) -> Result<Type, Diagnostic> {
        match ty {
            VarType::Shape(shape) if shape.is_empty() => Ok(self.unranked()),
            VarType::Shape(shape) => {
                let f64 = Type::f64(self.ctx);
                Ok(Type::ranked_tensor(self.ctx, shape, f64))
            }
            VarType::Named(name) => self
                .structs
                .get(name)
                .map(|(ty, _)| *ty)
                .ok_or_else(|| self.error(pos, format!("unknown struct type '{name}'"))),
        }
    }

    /// Records the struct type of `s`: its members' types, in order.
    fn structure(&mut self, s: &StructDef) -> Result<(), Diagnostic> {
        if self.structs.contains_key(&s.name) {
            return Err(self.error(
                s.pos,
                format!("struct type with name '{}' already exists", s.name),
            ));
        }
        let mut elements = Vec::new();
        for field in &s.fields {
            if matches!(&field.ty, VarType::Shape(shape) if !shape.is_empty()) {
                return Err(self.error(
                    field.pos,
                    "variables within a struct definition must not have shapes",
                ));
            }
            if s.fields[..elements.len()]
                .iter()
                .any(|f| f.name == field.name)
            {
                return Err(self.error(
                    field.pos,
                    format!("redeclared member '{}' in struct '{}'", field.name, s.name),
                ));
            }
            elements.push(self.var_type(&field.ty, field.pos)?);
        }
        let ty = t::StructType::get(self.ctx, elements).ty();
        self.structs.insert(s.name.clone(), (ty, s.clone()));
        Ok(())
    }

    fn function(&mut self, f: &Function) -> Result<OpId, Diagnostic> {
        let loc = self.loc(f.proto.pos);
        let unranked = self.unranked();
        let mut inputs = Vec::new();
        for p in &f.proto.params {
            inputs.push(self.var_type(&p.ty, p.pos)?);
        }
        let fn_ty = Type::function(self.ctx, &inputs, &[]);
        let name = Attribute::string(self.ctx, &f.proto.name);
        let ty_attr = Attribute::from_type(self.ctx, fn_ty);
        let private = (f.proto.name != "main").then(|| Attribute::string(self.ctx, "private"));
        let func = t::FuncOp::build(self.ctx, loc, name, ty_attr, private, None, None);
        let region = func.body(self.ctx);
        let entry = BlockId::create(self.ctx);
        region.append_block(self.ctx, entry);
        self.scope.clear();
        for (p, &ty) in f.proto.params.iter().zip(&inputs) {
            let arg = entry.add_argument(self.ctx, ty, loc);
            if self.declare(p, arg).is_err() {
                let d = self.error(p.pos, format!("redeclared parameter '{}'", p.name));
                func.op().erase(self.ctx);
                return Err(d);
            }
        }
        let outer = std::mem::replace(&mut self.block, entry);
        for e in &f.body {
            if let Err(d) = self.statement(e) {
                self.block = outer;
                func.op().erase(self.ctx);
                return Err(d);
            }
        }
        let last = self.ctx.block(entry).ops().last();
        match last.and_then(|op| t::ReturnOp::cast(self.ctx, op)) {
            None => {
                let ret = t::ReturnOp::build(self.ctx, loc, Vec::new()).op();
                self.append(ret);
            }
            Some(ret) => {
                if let Some(&value) = ret.input(self.ctx).first() {
                    // A tensor result is unranked (shape inference refines it once
                    // inlined); a struct keeps its type.
                    let value_ty = self.ctx.value(value).ty();
                    let result = if t::StructType::cast(self.ctx, value_ty).is_some() {
                        value_ty
                    } else {
                        unranked
                    };
                    let fn_ty = Type::function(self.ctx, &inputs, &[result]);
                    let ty_attr = Attribute::from_type(self.ctx, fn_ty);
                    func.set_function_type_attr(self.ctx, Some(ty_attr));
                    self.results.insert(f.proto.name.clone(), result);
                }
            }
        }
        self.block = outer;
        Ok(func.op())
    }

    /// Puts `decl` in scope with `value`; an error when the name is taken.
    fn declare(&mut self, decl: &Decl, value: Value) -> Result<(), ()> {
        if self.scope.contains_key(&decl.name) {
            return Err(());
        }
        self.scope
            .insert(decl.name.clone(), (value, decl.ty.clone()));
        Ok(())
    }

    fn statement(&mut self, e: &Expr) -> Result<(), Diagnostic> {
        match e {
            Expr::VarDecl(pos, name, ty, init) => {
                let mut value = self.expr(init)?;
                match ty {
                    VarType::Named(_) => {
                        let declared = self.var_type(ty, *pos)?;
                        let actual = self.ctx.value(value).ty();
                        if declared != actual {
                            return Err(self.error(
                                *pos,
                                format!(
                                    "struct type of initializer is different than the variable \
                                     declaration. Got {}, but expected {}",
                                    type_to_string(self.ctx, actual),
                                    type_to_string(self.ctx, declared)
                                ),
                            ));
                        }
                    }
                    VarType::Shape(shape) if !shape.is_empty() => {
                        let ty = self.var_type(ty, *pos)?;
                        let loc = self.loc(*pos);
                        let op = t::ReshapeOp::build(self.ctx, loc, ty, value).op();
                        self.append(op);
                        value = self.ctx.op(op).result(0);
                    }
                    VarType::Shape(_) => {}
                }
                let decl = Decl {
                    pos: *pos,
                    name: name.clone(),
                    ty: ty.clone(),
                };
                if self.declare(&decl, value).is_err() {
                    return Err(self.error(*pos, format!("redeclared variable '{name}'")));
                }
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
                    .map(|(v, _)| *v)
                    .ok_or_else(|| self.error(*pos, format!("unknown variable '{name}'")));
            }
            Expr::StructLiteral(pos, _) => {
                let (value, ty) = self.struct_constant(e);
                let loc = self.loc(*pos);
                t::StructConstantOp::build(self.ctx, loc, ty, value).op()
            }
            Expr::BinOp(pos, '.', lhs, rhs) => {
                let input = self.expr(lhs)?;
                let Some(index) = self.member_index(lhs, rhs) else {
                    return Err(self.error(*pos, "invalid access into struct expression"));
                };
                let loc = self.loc(*pos);
                t::StructAccessOp::build_input_index(self.ctx, loc, input, index).op()
            }
            Expr::Number(pos, _) | Expr::Literal(pos, ..) => {
                let (value, _) = dense_constant(self.ctx, e);
                let ty = self.ctx.attr(value).ty().unwrap_or(unranked);
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
                    // The callee's result type when it is known (a struct), else an
                    // unranked tensor.
                    let result = self.results.get(callee).copied().unwrap_or(unranked);
                    let sym = Attribute::flat_symbol_ref(self.ctx, callee);
                    t::GenericCallOp::build(self.ctx, loc, result, sym, operands, None, None).op()
                }
            }
            Expr::VarDecl(pos, ..) | Expr::Return(pos, _) | Expr::Print(pos, _) => {
                return Err(self.error(*pos, "expected an expression"));
            }
        };
        self.append(op);
        Ok(self.ctx.op(op).result(0))
    }
}

impl Gen<'_> {
    /// The struct definition of the value `e` stands for: a variable declared with a
    /// struct's name, or a member of such a struct declared with one.
    fn struct_for(&self, e: &Expr) -> Option<&StructDef> {
        let name = match e {
            Expr::Var(_, name) => match &self.scope.get(name)?.1 {
                VarType::Named(n) => n,
                VarType::Shape(_) => return None,
            },
            Expr::BinOp(_, '.', lhs, rhs) => {
                let Expr::Var(_, member) = rhs.as_ref() else {
                    return None;
                };
                let parent = self.struct_for(lhs)?;
                match &parent.fields.iter().find(|f| &f.name == member)?.ty {
                    VarType::Named(n) => n,
                    VarType::Shape(_) => return None,
                }
            }
            _ => return None,
        };
        self.structs.get(name).map(|(_, def)| def)
    }

    /// The index of the member `rhs` names in the struct `lhs` stands for.
    fn member_index(&self, lhs: &Expr, rhs: &Expr) -> Option<usize> {
        let Expr::Var(_, member) = rhs else {
            return None;
        };
        let def = self.struct_for(lhs)?;
        def.fields.iter().position(|f| &f.name == member)
    }

    /// The constant of a struct literal: an array with one element per value (a dense
    /// tensor, or the array of a nested literal), and its struct type (unranked tensors and
    /// the nested literals' types).
    fn struct_constant(&mut self, e: &Expr) -> (Attribute, Type) {
        let Expr::StructLiteral(_, values) = e else {
            return dense_constant(self.ctx, e);
        };
        let mut attrs = Vec::new();
        let mut types = Vec::new();
        for v in values {
            let (attr, ty) = self.struct_constant(v);
            attrs.push(attr);
            types.push(ty);
        }
        let ty = t::StructType::get(self.ctx, types).ty();
        (Attribute::array(self.ctx, &attrs), ty)
    }
}

/// A number or a tensor literal: its dense elements attribute, of the literal's shape, and
/// its type as a struct element, an unranked tensor.
fn dense_constant(ctx: &mut Context, e: &Expr) -> (Attribute, Type) {
    let dims = match e {
        Expr::Literal(_, dims, _) => dims.clone(),
        _ => Vec::new(),
    };
    let mut data = Vec::new();
    flatten(e, &mut data);
    let f64 = Type::f64(ctx);
    let ty = Type::ranked_tensor(ctx, &dims, f64);
    let value = Attribute::dense_elements(ctx, ty, data);
    (value, Type::unranked_tensor(ctx, f64))
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
