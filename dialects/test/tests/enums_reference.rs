//! Bit enums print as mlir-tblgen's generated `stringify` does, checked against mlir-opt:
//! `tests/ods/ok/enums.td` declares `arith`'s fast-math flags as upstream's ArithBase.td
//! does (`printBitEnumPrimaryGroups`, the `fast` group), and every one of the 128 values
//! is printed by mlir-opt on an `arith.addf` and compared with our `stringify`.

use ods_dialect_test::goldens::enums_td::FastMathFlags;

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// What mlir-opt prints for `src` (written to a scratch file named after `name`), which it
/// must accept.
fn mlir_opt_prints(name: &str, src: &str) -> String {
    let dir = std::env::temp_dir().join(format!("ods-{name}-reference-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.mlir"));
    std::fs::write(&file, src).unwrap();
    let out = std::process::Command::new(MLIR_OPT)
        .arg(&file)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn fast_math_flags_print_as_mlir_opt_prints_them() {
    if !std::path::Path::new(MLIR_OPT).exists() {
        assert!(
            std::env::var("ODS_REQUIRE_REFERENCE").is_err(),
            "{MLIR_OPT} is required"
        );
        eprintln!("SKIPPED fast_math_flags_print_as_mlir_opt_prints_them: no {MLIR_OPT}");
        return;
    }
    let names = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
    let mut src = String::from("func.func @f(%a: f32, %b: f32) {\n");
    for v in 0u32..128 {
        let bits: Vec<&str> = (0..7)
            .filter(|i| v & (1 << i) != 0)
            .map(|i| names[i])
            .collect();
        let flags = if bits.is_empty() {
            "none".to_string()
        } else {
            bits.join(",")
        };
        src.push_str(&format!(
            "  %r{v} = arith.addf %a, %b fastmath<{flags}> : f32\n"
        ));
    }
    src.push_str("  return\n}\n");
    let text = mlir_opt_prints("fastmath", &src);
    let printed: Vec<String> = text
        .lines()
        .filter(|l| l.contains("arith.addf"))
        .map(|l| match l.split_once("fastmath<") {
            // The default, `none`, is elided.
            None => "none".to_string(),
            Some((_, rest)) => rest.split_once('>').unwrap().0.to_string(),
        })
        .collect();
    assert_eq!(printed.len(), 128);
    let same = (0u32..128)
        .filter(|&v| FastMathFlags(v).stringify() == printed[v as usize])
        .count();
    println!("fast-math flags: {same}/128 identical to mlir-opt");
    for v in 0u32..128 {
        assert_eq!(
            FastMathFlags(v).stringify(),
            printed[v as usize],
            "value {v}"
        );
        // And the text parses back to the value.
        assert_eq!(
            FastMathFlags::symbolize(&printed[v as usize]).map(|f| f.0),
            Some(v)
        );
    }
}

/// LLVM's debug-info flags, whose cases share values (`Private` is `Bit0`, three
/// inheritance cases are bit 16), print as mlir-opt prints them: every value over six of
/// their bits, written as `flags` of an `#llvm.di_composite_type`, is printed by mlir-opt
/// and compared with our `stringify` of the `DIFlags` that `tests/ods/ok/enums.td` declares
/// as upstream's LLVMEnums.td does.
#[test]
fn di_flags_with_shared_values_print_as_mlir_opt_prints_them() {
    if !std::path::Path::new(MLIR_OPT).exists() {
        assert!(
            std::env::var("ODS_REQUIRE_REFERENCE").is_err(),
            "{MLIR_OPT} is required"
        );
        eprintln!(
            "SKIPPED di_flags_with_shared_values_print_as_mlir_opt_prints_them: no {MLIR_OPT}"
        );
        return;
    }
    use ods_dialect_test::goldens::enums_td::DIFlags;
    let bits = [
        (0, "Bit0"),
        (1, "Bit1"),
        (2, "FwdDecl"),
        (3, "AppleBlock"),
        (16, "SingleInheritance"),
        (18, "IntroducedVirtual"),
    ];
    let values: Vec<u32> = (0u32..64)
        .map(|v| {
            bits.iter()
                .enumerate()
                .filter(|(i, _)| v & (1 << i) != 0)
                .fold(0, |acc, (_, (bit, _))| acc | (1 << bit))
        })
        .collect();
    let mut attrs = Vec::new();
    for (i, v) in values.iter().enumerate() {
        let names: Vec<&str> = bits
            .iter()
            .filter(|(bit, _)| v & (1 << bit) != 0)
            .map(|(_, name)| *name)
            .collect();
        let flags = if names.is_empty() {
            "Zero".to_string()
        } else {
            names.join("|")
        };
        attrs.push(format!(
            "x.a{i} = #llvm.di_composite_type<tag = DW_TAG_class_type, name = \"v{i}\", \
             flags = \"{flags}\">"
        ));
    }
    let src = format!("module attributes {{{}}} {{}}\n", attrs.join(", "));
    let text = mlir_opt_prints("diflags", &src);
    // The attributes print as aliases: `#di_composite_type3 = #llvm.di_composite_type<...,
    // name = "v3", flags = ...>`; the default, `Zero`, is elided.
    let mut printed = vec![None; values.len()];
    for line in text.lines() {
        let Some((_, rest)) = line.split_once("name = \"v") else {
            continue;
        };
        let (index, rest) = rest.split_once('"').unwrap();
        let flags = match rest.split_once("flags = ") {
            None => "Zero".to_string(),
            Some((_, f)) => f.trim_end_matches('>').trim_matches('"').to_string(),
        };
        printed[index.parse::<usize>().unwrap()] = Some(flags);
    }
    let same = values
        .iter()
        .zip(&printed)
        .filter(|(v, p)| p.as_deref() == Some(DIFlags(**v).stringify().as_str()))
        .count();
    println!("DI flags: {same}/{} identical to mlir-opt", values.len());
    for (v, p) in values.iter().zip(&printed) {
        let p = p.as_deref().expect("mlir-opt printed every attribute");
        assert_eq!(DIFlags(*v).stringify(), p, "value {v:#x}");
        assert_eq!(DIFlags::symbolize(p).map(|f| f.0), Some(*v), "{p}");
    }
}
