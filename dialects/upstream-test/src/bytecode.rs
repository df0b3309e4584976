//! The test dialect's bytecode hook, after upstream's `TestBytecodeDialectInterface`: the
//! dialect writes its version (2.0) and encodes `!test.i32` as code 99. Upstream's encoding of
//! `#test.attr_params` is not reproduced: that attribute is written in its textual form.

use ods_runtime::bytecode::{BytecodeDialectInterface, DialectWriter};
use ods_runtime::types::TypeKind;
use ods_runtime::{Context, Type};

struct TestBytecode;

impl BytecodeDialectInterface for TestBytecode {
    fn write_type(&self, ty: Type, w: &mut dyn DialectWriter) -> bool {
        let ctx = w.ctx();
        let is_i32 = match ctx.type_kind(ty) {
            TypeKind::Dialect {
                dialect, mnemonic, ..
            } => ctx.ident_str(*dialect) == "test" && ctx.ident_str(*mnemonic) == "i32",
            _ => false,
        };
        if is_i32 {
            w.write_var_int(99);
        }
        is_i32
    }

    fn write_version(&self, w: &mut dyn DialectWriter) {
        w.write_var_int(2);
        w.write_var_int(0);
    }
}

/// Gives the test dialect its bytecode hook.
pub fn register(ctx: &mut Context) {
    ctx.set_bytecode_interface("test", &TestBytecode);
}
