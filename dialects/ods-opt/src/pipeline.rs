//! `--pass-pipeline=...` (`-p`): mlir-opt's textual pass pipelines over the registered
//! passes, e.g. `builtin.module(func.func(canonicalize{region-simplify=aggressive}),cse)`,
//! and the individual pass flags (`--canonicalize`, `--test-single-fold`).
//!
//! A pipeline is read and checked against the registry when the command line is read (so
//! its errors are mlir-opt's, before any input is read) and becomes an [`OpPassManager`] for
//! each input it runs on. In the textual form a pass must run on its pipeline's operation
//! (MLIR's explicit nesting); pass flags nest a pass anchored on another operation
//! implicitly, as mlir-opt's pass manager does.

pub use ods_runtime::pass::pipeline::{Element, PassFlag, Pipeline};
use ods_runtime::pass::{
    Nesting, OpPassManager, OptionError, PassInfo, PassRegistry, PipelineAddError,
};

/// The registered pass `flag` names, else mlir-opt's error.
fn flag_info<'r>(flag: &PassFlag, registry: &'r PassRegistry) -> Result<&'r PassInfo, String> {
    registry.get(&flag.argument).ok_or_else(|| {
        format!(
            "<unknown>:0: error: '{}' does not refer to a registered pass\n",
            flag.argument
        )
    })
}

/// mlir-opt's text for a pass option error, as the pass's own flag reports it.
pub(crate) fn option_error_text(program: &str, error: &OptionError) -> String {
    match error {
        OptionError::NoSuchOption(key) => {
            format!("<unknown>:0: error: <Pass-Options-Parser>: no such option {key}\n\n")
        }
        OptionError::Invalid { key, message } => {
            format!("{program}: for the --{key} option: {message}\n<unknown>:0: error: \n")
        }
        OptionError::Reported(text) => format!("{text}<unknown>:0: error: \n"),
    }
}

/// Reads pipeline options against `registry`, with `program`'s name in messages.
pub(crate) fn reader<'r>(
    program: &'r str,
    registry: &'r PassRegistry,
) -> impl Fn(&str) -> Result<String, OptionError> + 'r {
    move |text| ods_runtime::pass::pipeline::read_op_pipeline(program, text, registry)
}

/// Adds the registered pipeline `info` (written as `flag`) to `pm`; the error is mlir-opt's
/// text.
fn add_pipeline(
    program: &str,
    info: &PassInfo,
    flag: &PassFlag,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    nesting: Nesting,
) -> Result<(), String> {
    info.add_pipeline_to(pm, flag.options.as_deref(), registry, nesting)
        .map_err(|e| match e {
            PipelineAddError::Option(o) => option_error_text(program, &o),
            PipelineAddError::Build(text) => text,
        })
}

/// The pass manager that runs `pipeline` (passes instantiated from `registry`).
pub fn pass_manager(
    program: &str,
    pipeline: &Pipeline,
    registry: &PassRegistry,
) -> Result<OpPassManager, String> {
    let mut pm = OpPassManager::new(pipeline.anchor.clone());
    for element in &pipeline.elements {
        match element {
            Element::Pass(flag) => add_flag(program, flag, &mut pm, registry, Nesting::Explicit)?,
            Element::Nested(inner) => pm.add_nested(pass_manager(program, inner, registry)?),
        }
    }
    Ok(pm)
}

/// The pass manager on `anchor` that runs the pass flags in order, nesting a pass anchored
/// on another operation implicitly.
pub fn flags_pass_manager(
    program: &str,
    anchor: &str,
    flags: &[PassFlag],
    registry: &PassRegistry,
) -> Result<OpPassManager, String> {
    let mut pm = OpPassManager::new(anchor);
    for flag in flags {
        add_flag(program, flag, &mut pm, registry, Nesting::Implicit)?;
    }
    Ok(pm)
}

/// Adds the registered pass or pipeline `flag` names to `pm`; the error is mlir-opt's text.
fn add_flag(
    program: &str,
    flag: &PassFlag,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    nesting: Nesting,
) -> Result<(), String> {
    let info = flag_info(flag, registry)?;
    if info.is_pipeline() {
        return add_pipeline(program, info, flag, pm, registry, nesting);
    }
    let pass = info
        .instantiate_with(flag.options.as_deref(), &reader(program, registry))
        .map_err(|e| option_error_text(program, &e))?;
    pm.add_pass(pass, nesting)
        .map_err(|e| format!("<unknown>:0: error: {e}\n"))
}

/// Parses the text of `--pass-pipeline`; the error is mlir-opt's text for standard error.
pub fn parse_pipeline(
    program: &str,
    text: &str,
    registry: &PassRegistry,
) -> Result<Pipeline, String> {
    ods_runtime::pass::pipeline::parse_pipeline(program, text, registry).map_err(|e| e.diagnostic())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ods_runtime::Context;

    fn registry() -> PassRegistry {
        let mut r = ods_runtime::transforms::standard_passes();
        r.register(
            PassInfo::new("on-func", "", |_| Box::new(|_: &mut Context, _| Ok(())))
                .anchored_on("func.func"),
        );
        r
    }

    #[test]
    fn a_parsed_pipeline_builds_its_pass_manager() {
        let p = parse_pipeline(
            "ods-opt",
            "builtin.module(func.func(canonicalize{region-simplify=aggressive}))",
            &registry(),
        )
        .expect("valid pipeline");
        assert!(pass_manager("ods-opt", &p, &registry()).is_ok());
    }

    #[test]
    fn malformed_pipelines_get_mlir_opt_messages() {
        // The messages themselves are compared with mlir-opt's by the driver corpus.
        let r = registry();
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(bogus))", &r).is_err());
        assert!(
            parse_pipeline(
                "ods-opt",
                "builtin.module(canonicalize{max-iterations=x})",
                &r
            )
            .is_err()
        );
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(canonicalize)", &r).is_err());
        let e = parse_pipeline("ods-opt", "builtin.module(on-func)", &r).expect_err("explicit");
        assert!(e.contains("restricted to 'func.func'"), "{e}");
        assert!(parse_pipeline("ods-opt", "builtin.module(func.func(on-func))", &r).is_ok());
    }

    #[test]
    fn hand_built_flags_with_bad_options_get_mlir_opt_messages() {
        let flag = PassFlag {
            argument: "canonicalize".into(),
            options: Some("bogus=1".into()),
        };
        let e =
            flags_pass_manager("ods-opt", "builtin.module", &[flag], &registry()).expect_err("bad");
        assert_eq!(
            e,
            "<unknown>:0: error: <Pass-Options-Parser>: no such option bogus\n\n"
        );
    }
}
