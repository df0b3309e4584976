//! Shared parts of the differential tests (`tablegen_differential`, `runtime_differential`):
//! running the reference tool with a time limit, the classes a program falls in, and the
//! report both print.

use std::fmt;

/// How long the reference tool may take on one program before it counts as hanging.
pub const REFERENCE_LIMIT: std::time::Duration = std::time::Duration::from_secs(20);

/// Runs the reference tool's `cmd` with its output captured, killing it after
/// [`REFERENCE_LIMIT`]. A run that did not end by itself is the program's [`Case`] already:
/// a crash (ended by a signal; LLVM tools re-raise theirs after a crash report) or a hang,
/// both listed apart from the comparison.
///
/// # Panics
/// When the tool cannot be started.
pub fn run_reference(cmd: &mut std::process::Command) -> Result<std::process::Output, Case> {
    let limit = REFERENCE_LIMIT;
    use std::io::Read;
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starting the reference tool");
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = drain(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let stderr = drain(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let start = std::time::Instant::now();
    let status = loop {
        match child.try_wait().expect("waiting for the reference tool") {
            Some(status) => break Some(status),
            None if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => std::thread::sleep(std::time::Duration::from_millis(2)),
        }
    };
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    match status {
        None => Err(Case {
            verdict: Verdict::ReferenceHang,
            detail: format!("still running after {limit:?}"),
        }),
        Some(status) if status.code().is_none() => Err(Case {
            verdict: Verdict::ReferenceCrash,
            detail: format!("{status}"),
        }),
        Some(status) => Ok(std::process::Output {
            status,
            stdout,
            stderr,
        }),
    }
}

/// The `line:column` of the first `file:line:column: error:` in a tool's diagnostics.
pub fn first_error_location(text: &str) -> Option<(u32, u32)> {
    let line = text.lines().find(|l| l.contains(": error:"))?;
    let head = &line[..line.find(": error:")?];
    let mut parts = head.rsplitn(3, ':');
    let column = parts.next()?.trim().parse().ok()?;
    let row = parts.next()?.trim().parse().ok()?;
    Some((row, column))
}

/// The class of one program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Both accept and print the same bytes.
    Identical,
    /// Both reject, with the first error at the same line and column.
    BothReject,
    /// Both reject with the same first message, which the reference tool gives no location
    /// (`error: ...` or `<unknown>:0: error: ...`) and ours gives one (we locate every
    /// diagnostic on purpose).
    BothRejectUnlocated,
    /// Both reject, with the first error at different places.
    BothRejectElsewhere,
    /// Both accept and print different bytes.
    Differs,
    /// We accept what the reference tool rejects.
    WronglyAccepted,
    /// We reject what the reference tool accepts.
    WronglyRejected,
    /// Our side panicked.
    Crash,
    /// The reference tool crashed (listed apart).
    ReferenceCrash,
    /// The reference tool ran past the time limit (listed apart).
    ReferenceHang,
}

/// One program's class and what to show about it.
pub struct Case {
    /// The class.
    pub verdict: Verdict,
    /// The first differing lines or the errors.
    pub detail: String,
}

impl Case {
    /// Both sides rejected: same place or elsewhere, from the two diagnostics' texts.
    pub fn both_rejected(theirs: &str, ours: &str) -> Case {
        let first = |s: &str| {
            s.lines()
                .find(|l| l.contains("error:"))
                .unwrap_or("")
                .to_string()
        };
        if first_error_location(theirs) == first_error_location(ours) {
            Case {
                verdict: Verdict::BothReject,
                detail: first(theirs),
            }
        } else {
            Case {
                verdict: Verdict::BothRejectElsewhere,
                detail: format!(
                    "\n  reference: {}\n  ours:      {}",
                    first(theirs),
                    first(ours)
                ),
            }
        }
    }
}

/// The counts of a run, by class.
pub struct Tally {
    verdicts: Vec<Verdict>,
}

impl Tally {
    /// How many programs fell in `v`.
    pub fn of(&self, v: Verdict) -> usize {
        self.verdicts.iter().filter(|&&k| k == v).count()
    }

    /// Programs that agree: same bytes, or rejected at the same place (or with the same
    /// message where the reference tool gives no place).
    pub fn agree(&self) -> usize {
        self.of(Verdict::Identical)
            + self.of(Verdict::BothReject)
            + self.of(Verdict::BothRejectUnlocated)
    }

    /// Programs the reference tool itself failed on (not compared).
    pub fn apart(&self) -> usize {
        self.of(Verdict::ReferenceCrash) + self.of(Verdict::ReferenceHang)
    }

    /// Differing outputs, wrong accepts, wrong rejects and our crashes.
    pub fn wrong(&self) -> usize {
        self.of(Verdict::Differs)
            + self.of(Verdict::WronglyAccepted)
            + self.of(Verdict::WronglyRejected)
            + self.of(Verdict::Crash)
    }
}

/// A run's header line.
pub struct Headline<'a> {
    /// The counts.
    pub tally: &'a Tally,
    /// How many programs ran.
    pub count: usize,
    /// The generator's seed.
    pub seed: u64,
    /// The reference tool's name.
    pub tool: &'a str,
}

impl fmt::Display for Headline<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.tally;
        write!(
            f,
            "{}/{} identical (seed {}): {} same output, {} both reject at the same place, {} \
             both reject elsewhere, {} differing outputs, {} wrong accepts, {} wrong rejects, {} \
             crashes; apart: {} {tool} crashes, {} {tool} hangs",
            t.agree(),
            self.count - t.apart(),
            self.seed,
            t.of(Verdict::Identical),
            t.of(Verdict::BothReject),
            t.of(Verdict::BothRejectElsewhere),
            t.of(Verdict::Differs),
            t.of(Verdict::WronglyAccepted),
            t.of(Verdict::WronglyRejected),
            t.of(Verdict::Crash),
            t.of(Verdict::ReferenceCrash),
            t.of(Verdict::ReferenceHang),
            tool = self.tool
        )
    }
}

/// Prints the headline, the programs the reference tool failed on, and the first `show`
/// disagreements in full (differing outputs, wrong verdicts and crashes before rejections at
/// another place); returns the counts.
pub fn report(
    results: &[(usize, Case)],
    programs: &[String],
    seed: u64,
    tool: &str,
    show: usize,
) -> Tally {
    use Verdict::*;
    let tally = Tally {
        verdicts: results.iter().map(|(_, c)| c.verdict).collect(),
    };
    let headline = Headline {
        tally: &tally,
        count: programs.len(),
        seed,
        tool,
    };
    crate::report::headline(format_args!("{headline}"));
    for (i, case) in results
        .iter()
        .filter(|(_, c)| matches!(c.verdict, ReferenceCrash | ReferenceHang))
    {
        println!(
            "{tool} failed on program {i} ({:?}): {}",
            case.verdict, case.detail
        );
    }
    // The wrong verdicts first, then the rejections at another place.
    let shown = |elsewhere: bool| {
        results.iter().filter(move |(_, c)| {
            !matches!(
                c.verdict,
                Identical | BothReject | BothRejectUnlocated | ReferenceCrash | ReferenceHang
            ) && (c.verdict == BothRejectElsewhere) == elsewhere
        })
    };
    for (i, case) in shown(false).chain(shown(true)).take(show) {
        println!(
            "--- program {i} ({:?}): {}\n{}",
            case.verdict, case.detail, programs[*i]
        );
    }
    tally
}
