//! The test dialect's bytecode hook, after upstream's `TestBytecodeDialectInterface`: the
//! dialect writes its version (2.0), encodes `!test.i32` as code 99 and
//! `#test.attr_params<v0, v1>` as code 0 followed by its parameters, and reads them back.
//! The parameters' order depends on the version the file gives the dialect: before 2.0 it
//! was `v1, v0`. Reading a file of a version after 2.0 fails; upgrading one before 2.0
//! gives upstream's `test.versionedA` its `modifier`, an op this crate does not generate,
//! so such a file holding it is refused (as is one holding `test.with_versioned_properties`,
//! whose properties' encoding also depends on the version).

use std::any::Any;

use ods_runtime::bytecode::{
    BytecodeDialectInterface, DialectReader, DialectVersion, DialectWriter, ReadError,
};
use ods_runtime::ir::{OpId, WalkOrder};
use ods_runtime::op_error::VerifyError;
use ods_runtime::{Attribute, Context, Type};

use crate::test::{TestAttrParamsAttr, TestI32Type};

/// Upstream's `k_attr_params`: the code of `#test.attr_params`.
const ATTR_PARAMS: u64 = 0;
/// Upstream's `k_test_i32`: the code of `!test.i32`.
const TEST_I32: u64 = 99;

/// The test dialect's version (upstream's `TestDialectVersion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TestDialectVersion {
    /// The major version.
    pub major: u64,
    /// The minor version.
    pub minor: u64,
}

impl TestDialectVersion {
    /// The version this crate writes and reads without upgrading: 2.0.
    pub const CURRENT: TestDialectVersion = TestDialectVersion { major: 2, minor: 0 };
}

/// The operations of upstream's test dialect that an upgrade from a version before 2.0
/// rewrites or whose properties are read by the version, none of which this crate
/// generates.
const VERSIONED_OPS: [&str; 2] = ["test.versionedA", "test.with_versioned_properties"];

struct TestBytecode;

impl BytecodeDialectInterface for TestBytecode {
    fn write_attribute(&self, attr: Attribute, w: &mut dyn DialectWriter) -> bool {
        let Some(params) = TestAttrParamsAttr::cast(w.ctx(), attr) else {
            return false;
        };
        let (v0, v1) = (*params.v0(w.ctx()), *params.v1(w.ctx()));
        // Upstream writes each `int` as a `uint64_t`: a negative one sign-extended.
        w.write_var_int(ATTR_PARAMS);
        w.write_var_int(i64::from(v0) as u64);
        w.write_var_int(i64::from(v1) as u64);
        true
    }

    fn write_type(&self, ty: Type, w: &mut dyn DialectWriter) -> bool {
        let is_i32 = TestI32Type::cast(w.ctx(), ty).is_some();
        if is_i32 {
            w.write_var_int(TEST_I32);
        }
        is_i32
    }

    fn read_attribute(&self, r: &mut dyn DialectReader) -> Option<Result<Attribute, ReadError>> {
        // The current version unless the file gives one.
        let version = r
            .dialect_version("test")
            .and_then(|v| v.downcast_ref::<TestDialectVersion>())
            .copied()
            .unwrap_or(TestDialectVersion::CURRENT);
        // Upstream's reader refuses a later version, or another code, without a message.
        let swapped = if version.major < 2 {
            true
        } else if version == TestDialectVersion::CURRENT {
            false
        } else {
            return Some(Err(r.emit_error(String::new())));
        };
        Some(read_attr_params(r, swapped))
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
        w.write_var_int(TestDialectVersion::CURRENT.major);
        w.write_var_int(TestDialectVersion::CURRENT.minor);
    }

    fn read_version(&self, r: &mut dyn DialectReader) -> Option<Result<DialectVersion, ReadError>> {
        let read = |r: &mut dyn DialectReader| -> Result<DialectVersion, ReadError> {
            let major = r.read_var_int()?;
            let minor = r.read_var_int()?;
            Ok(Box::new(TestDialectVersion { major, minor }))
        };
        Some(read(r))
    }

    fn upgrade_from_version(
        &self,
        ctx: &mut Context,
        top: OpId,
        version: &dyn Any,
    ) -> Result<(), VerifyError> {
        let Some(&version) = version.downcast_ref::<TestDialectVersion>() else {
            return Ok(());
        };
        let current = TestDialectVersion::CURRENT;
        if version == current {
            return Ok(());
        }
        if (version.major, version.minor) > (current.major, current.minor) {
            return Err(VerifyError::plain(
                ctx,
                top,
                format!(
                    "current test dialect version is 2.0, can't parse version: {}.{}",
                    version.major, version.minor
                ),
            ));
        }
        // Before 2.0 upstream's `test.versionedA` had no `modifier`, which the upgrade sets
        // to false; this crate does not have the op, so it cannot upgrade it.
        let mut versioned = None;
        ctx.op(top).walk(WalkOrder::PreOrder, &mut |ctx, op| {
            let name = ctx.op(op).name();
            if versioned.is_none() && VERSIONED_OPS.contains(&ctx.op_name(name).as_str()) {
                versioned = Some(op);
            }
        });
        match versioned {
            Some(op) => {
                let name = ctx.op_name(ctx.op(op).name()).as_str().to_string();
                Err(VerifyError::plain(
                    ctx,
                    op,
                    format!(
                        "'{name}' written at test dialect version {}.{} cannot be upgraded: \
                         the op is not supported by ods-rs's test dialect",
                        version.major, version.minor
                    ),
                ))
            }
            None => Ok(()),
        }
    }
}

/// `#test.attr_params` after its code: its parameters, `v1` first when `swapped` (the
/// encoding before version 2.0). Upstream reads each as a `uint64_t` cast to `int`.
fn read_attr_params(r: &mut dyn DialectReader, swapped: bool) -> Result<Attribute, ReadError> {
    if r.read_var_int()? != ATTR_PARAMS {
        return Err(r.emit_error(String::new()));
    }
    let first = r.read_var_int()? as i32;
    let second = r.read_var_int()? as i32;
    let (v0, v1) = if swapped {
        (second, first)
    } else {
        (first, second)
    };
    Ok(TestAttrParamsAttr::get(r.ctx(), v0, v1).attr())
}

/// Gives the test dialect its bytecode hook.
pub fn register(ctx: &mut Context) {
    ctx.set_bytecode_interface("test", &TestBytecode);
}
