//! The test dialect's bytecode hook, after upstream's `TestBytecodeDialectInterface`: the
//! dialect writes its version (2.0) and encodes `!test.i32` as code 99, and reads it back.
//! Upstream's encoding of `#test.attr_params` is not reproduced: that attribute is written in
//! its textual form.

use ods_runtime::bytecode::{BytecodeDialectInterface, DialectReader, DialectWriter, ReadError};
use ods_runtime::{Context, Type};

use crate::test::TestI32Type;

/// Upstream's `k_test_i32`: the code of `!test.i32`.
const TEST_I32: u64 = 99;

struct TestBytecode;

impl BytecodeDialectInterface for TestBytecode {
    fn write_type(&self, ty: Type, w: &mut dyn DialectWriter) -> bool {
        let is_i32 = TestI32Type::cast(w.ctx(), ty).is_some();
        if is_i32 {
            w.write_var_int(TEST_I32);
        }
        is_i32
    }

    fn read_type(&self, r: &mut dyn DialectReader) -> Option<Result<Type, ReadError>> {
        // Upstream's reader refuses another code without a message.
        Some(match r.read_var_int() {
            Ok(TEST_I32) => Ok(TestI32Type::get(r.ctx()).ty()),
            Ok(_) => Err(r.emit_error(String::new())),
            Err(e) => Err(e),
        })
    }

    fn write_version(&self, w: &mut dyn DialectWriter) {
        w.write_var_int(2);
        w.write_var_int(0);
    }

    fn read_version(&self, r: &mut dyn DialectReader) -> Option<Result<(), ReadError>> {
        // The major and minor versions.
        Some(r.read_var_int().and_then(|_| r.read_var_int()).map(|_| ()))
    }
}

/// Gives the test dialect its bytecode hook.
pub fn register(ctx: &mut Context) {
    ctx.set_bytecode_interface("test", &TestBytecode);
}
