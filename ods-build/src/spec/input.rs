//! The spec stage's entry: a spec read from YAML text or TableGen records into the model.

use std::path::Path;

use super::{LowerOptions, records, td, yaml};
use crate::diag::{Error, Loc};
use crate::model::Spec;

/// What a spec is read from.
pub enum Source<'a> {
    /// The text of a YAML spec.
    Yaml(&'a str),
    /// The records TableGen read from a `.td` spec, with the root its file paths are made
    /// relative to.
    TableGen(&'a ods_tablegen::Records, Option<&'a Path>),
}

/// Lowers the spec at `display` (`disk` on disk) from `source`, with the selection and
/// options of `selection`, stubbing C++ code blocks where `stub_foreign_code` is set; with
/// the files it read.
pub fn read(
    source: Source<'_>,
    display: &str,
    disk: &Path,
    stub_foreign_code: bool,
    selection: &LowerOptions,
) -> Result<(Spec, Vec<String>), Error> {
    let disk = disk.to_string_lossy().replace('\\', "/");
    match source {
        Source::Yaml(text) => {
            if !selection.is_everything() {
                return Err(Error::new(
                    Loc::new(display, 1, 1),
                    "op and definition selection (`op_include_regex` and the like) applies to \
                     TableGen specs; a YAML spec lists the ops and definitions it generates",
                ));
            }
            Ok((yaml::from_str(text, display)?, vec![disk]))
        }
        Source::TableGen(records, root) => {
            let mut set = records::RecordSet::from_tablegen(records, display);
            if let Some(root) = root {
                set.relative_to(root);
            }
            let spec = td::lower_with(&set, stub_foreign_code, selection)?;
            let mut read = set.files_read.clone();
            read.push(disk);
            Ok((spec, read))
        }
    }
}
