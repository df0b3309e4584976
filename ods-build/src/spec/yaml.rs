//! The YAML mirror: the serde form of [`Spec`]. Writing a spec out and reading it back gives
//! the same model, so generated code is identical whichever form was compiled.

use crate::diag::{Error, Loc};
use crate::model::Spec;

/// The header written at the top of every YAML spec.
pub const HEADER: &str = "# ODS spec (YAML mirror); schema: ods-build/YAML.md\n";

/// Reads a YAML spec; `path` names the file in diagnostics.
pub fn from_str(text: &str, path: &str) -> Result<Spec, Error> {
    serde_yaml::from_str::<Spec>(text).map_err(|e| {
        let (line, col) = e
            .location()
            .map(|l| (l.line() as u32, l.column() as u32))
            .unwrap_or((1, 1));
        let message = e.to_string();
        // serde_yaml appends " at line L column C"; the location already says it.
        let message = match message.find(" at line ") {
            Some(i) => message[..i].to_string(),
            None => message,
        };
        Error::new(Loc::new(path, line, col), message)
    })
}

/// Writes a spec as YAML. Every model value has a YAML form (enums nested in enums are
/// internally tagged, which `serde_yaml` supports), so this cannot fail.
pub fn to_string(spec: &Spec) -> String {
    let body = serde_yaml::to_string(spec).expect("the model has a YAML form");
    format!("{HEADER}{body}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_field_is_a_located_error() {
        let err = from_str("dialects: []\nopz: 1\n", "x.yaml").unwrap_err();
        let d = &err.diagnostics[0];
        assert_eq!((d.loc.file.as_str(), d.loc.line), ("x.yaml", 2));
        assert!(d.message.contains("unknown field `opz`"), "{}", d.message);
    }

    #[test]
    fn empty_spec_round_trips() {
        let spec = Spec::default();
        assert_eq!(from_str(&to_string(&spec), "x.yaml").unwrap(), spec);
    }
}

#[cfg(test)]
mod doc_tests {
    /// The example in `YAML.md` is a valid spec.
    #[test]
    fn schema_example_parses_and_validates() {
        let doc = include_str!("../../YAML.md");
        let example = doc.split("## Example").nth(1).expect("an example section");
        let body = example
            .split("```yaml\n")
            .nth(1)
            .and_then(|b| b.split("```").next())
            .expect("a yaml block");
        let spec = super::from_str(body, "YAML.md").unwrap_or_else(|e| panic!("{e}"));
        spec.validate().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(spec.ops[0].operands[0].name, "input");
    }
}

#[cfg(test)]
mod prop_form_tests {
    #[test]
    fn nested_prop_forms_have_a_yaml_form() {
        use crate::model::PropForm;
        let f = PropForm::Optional {
            inner: Box::new(PropForm::Array {
                element: Box::new(PropForm::Int {
                    width: 32,
                    signed: true,
                }),
            }),
            delegates: true,
        };
        let text = serde_yaml::to_string(&f).unwrap();
        let back: PropForm = serde_yaml::from_str(&text).unwrap();
        assert_eq!(back, f, "{text}");
    }
}
