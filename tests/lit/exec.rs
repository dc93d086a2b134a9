//! Running parsed RUN lines. Tool names resolve to the binaries this build
//! made (`FileCheck` is llmir-filecheck, `mlir-opt` is llmir-opt, ...);
//! `not`, `echo`, `cat`, `count`, `mkdir`, `rm`, `cd`, `true` and `false`
//! are built in, as in lit's internal shell; other names are looked up on
//! PATH. Pipelines have lit's `pipefail`: every stage must succeed.
//!
//! Stages run one after another with whole outputs buffered, rather than
//! concurrently: the tools are batch filters, and buffering keeps every
//! stage's output and status at hand for the failure report. A stage's
//! stdout and stderr joined by `2>&1` share one OS pipe, so their
//! interleaving is the real one.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command as Proc, Stdio};
use std::time::{Duration, Instant};

use crate::shell::{Command, Join, List, Redirect};

/// A command gets this long before it is killed.
const TIMEOUT: Duration = Duration::from_secs(120);

/// Where tool names point.
pub struct Tools {
    pub opt: &'static str,
    pub filecheck: &'static str,
    pub translate: Option<&'static str>,
}

pub struct Shell {
    pub cwd: PathBuf,
    pub tools: Tools,
    /// The transcript shown when the test fails.
    pub log: String,
}

/// How a command ended.
#[derive(Clone, Copy, Debug)]
struct Status {
    code: Option<i32>,
}

impl Status {
    fn ok(self) -> bool {
        self.code == Some(0)
    }
    fn from(ok: bool) -> Status {
        Status { code: Some(if ok { 0 } else { 1 }) }
    }
}

/// Where file descriptor 1 or 2 of a command goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Stdout,
    Stderr,
    File(usize),
}

struct Output {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    status: Status,
}

fn quote(arg: &str) -> String {
    if !arg.is_empty() && arg.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,+%@".contains(c)) {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', "'\\''"))
    }
}

fn show(cmd: &Command) -> String {
    let mut parts: Vec<String> = cmd.argv.iter().map(|a| quote(a)).collect();
    for r in &cmd.redirects {
        parts.push(match r {
            Redirect::Out { fd, path, append } => {
                format!("{}{}{}", if *fd == 2 { "2" } else { "" }, if *append { ">>" } else { ">" }, quote(path))
            }
            Redirect::Both { path } => format!("&>{}", quote(path)),
            Redirect::In { path } => format!("<{}", quote(path)),
            Redirect::Dup { fd, to } => format!("{fd}>&{to}"),
        });
    }
    parts.join(" ")
}

fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file())
}

impl Shell {
    fn path(&self, p: &str) -> PathBuf {
        self.cwd.join(p)
    }

    fn note(&mut self, text: &str) {
        for line in text.lines() {
            self.log.push_str("# | ");
            self.log.push_str(line);
            self.log.push('\n');
        }
    }

    /// Run a whole RUN line; `Err` explains a command that could not run.
    pub fn run(&mut self, list: &List) -> Result<bool, String> {
        let mut ok = self.pipeline(&list.first)?;
        for (join, p) in &list.rest {
            let go = match join {
                Join::And => ok,
                Join::Or => !ok,
                Join::Then => true,
            };
            if go {
                ok = self.pipeline(p)?;
            }
        }
        Ok(ok)
    }

    fn pipeline(&mut self, cmds: &[Command]) -> Result<bool, String> {
        let mut input = Vec::new();
        let mut all_ok = true;
        for (i, cmd) in cmds.iter().enumerate() {
            self.log.push_str(&format!("$ {}\n", show(cmd)));
            let out = self.command(cmd, std::mem::take(&mut input))?;
            if !out.stderr.is_empty() {
                self.log.push_str("# stderr:\n");
                self.note(&String::from_utf8_lossy(&out.stderr));
            }
            if i + 1 == cmds.len() && !out.stdout.is_empty() {
                self.log.push_str("# stdout:\n");
                self.note(&String::from_utf8_lossy(&out.stdout));
            }
            match out.status.code {
                Some(0) => {}
                Some(c) => self.log.push_str(&format!("# exit status {c}\n")),
                None => self.log.push_str("# killed by a signal (or timed out)\n"),
            }
            all_ok &= out.status.ok();
            input = out.stdout;
        }
        Ok(all_ok)
    }

    /// One command with its redirections applied.
    fn command(&mut self, cmd: &Command, piped: Vec<u8>) -> Result<Output, String> {
        let mut files: Vec<(PathBuf, bool)> = Vec::new();
        let mut fd1 = Target::Stdout;
        let mut fd2 = Target::Stderr;
        let mut stdin = piped;
        for r in &cmd.redirects {
            match r {
                Redirect::In { path } => {
                    let p = self.path(path);
                    stdin = std::fs::read(&p).map_err(|e| format!("cannot read '{}': {e}", p.display()))?;
                }
                Redirect::Out { fd, path, append } => {
                    files.push((self.path(path), *append));
                    let t = Target::File(files.len() - 1);
                    if *fd == 1 {
                        fd1 = t;
                    } else {
                        fd2 = t;
                    }
                }
                Redirect::Both { path } => {
                    files.push((self.path(path), false));
                    fd1 = Target::File(files.len() - 1);
                    fd2 = fd1;
                }
                Redirect::Dup { fd: 2, .. } => fd2 = fd1,
                Redirect::Dup { .. } => fd1 = fd2,
            }
        }
        let mut opened = Vec::new();
        for (p, append) in &files {
            let f = OpenOptions::new()
                .write(true)
                .create(true)
                .append(*append)
                .truncate(!*append)
                .open(p)
                .map_err(|e| format!("cannot write '{}': {e}", p.display()))?;
            opened.push(f);
        }
        let (mut argv, mut invert, mut crash) = (cmd.argv.as_slice(), 0usize, false);
        while argv.first().map(String::as_str) == Some("not") {
            argv = &argv[1..];
            invert += 1;
            if argv.first().map(String::as_str) == Some("--crash") {
                argv = &argv[1..];
                crash = true;
            }
        }
        let name = argv.first().ok_or("'not' needs a command")?.clone();
        let mut out = match self.builtin(&name, &argv[1..], &stdin)? {
            Some(out) => route(out, fd1, fd2, &mut opened)?,
            None => self.external(&name, &argv[1..], stdin, fd1, fd2, &opened)?,
        };
        if crash {
            out.status = Status::from(out.status.code.is_none());
        } else if invert % 2 == 1 {
            out.status = Status::from(!out.status.ok());
        }
        Ok(out)
    }

    /// lit's built-in commands; `None` for anything else.
    fn builtin(&mut self, name: &str, args: &[String], stdin: &[u8]) -> Result<Option<Output>, String> {
        let done = |stdout: Vec<u8>, stderr: String, ok: bool| {
            Ok(Some(Output { stdout, stderr: stderr.into_bytes(), status: Status::from(ok) }))
        };
        match name {
            "true" | ":" => done(Vec::new(), String::new(), true),
            "false" => done(Vec::new(), String::new(), false),
            "echo" => {
                let (newline, words) = match args.first().map(String::as_str) {
                    Some("-n") => (false, &args[1..]),
                    _ => (true, args),
                };
                let mut text = words.join(" ");
                if newline {
                    text.push('\n');
                }
                done(text.into_bytes(), String::new(), true)
            }
            "cat" => {
                let mut out = Vec::new();
                if args.is_empty() {
                    out.extend_from_slice(stdin);
                }
                for a in args {
                    if a == "-" {
                        out.extend_from_slice(stdin);
                        continue;
                    }
                    match std::fs::read(self.path(a)) {
                        Ok(b) => out.extend(b),
                        Err(e) => return done(out, format!("cat: {a}: {e}\n"), false),
                    }
                }
                done(out, String::new(), true)
            }
            "count" => {
                let want: usize = args.first().and_then(|a| a.parse().ok()).ok_or("count needs a number")?;
                let have = stdin.iter().filter(|&&c| c == b'\n').count();
                let msg = if have == want { String::new() } else { format!("Expected {want} lines, got {have}.\n") };
                done(Vec::new(), msg, have == want)
            }
            "mkdir" => {
                for a in args.iter().filter(|a| !a.starts_with('-')) {
                    if let Err(e) = std::fs::create_dir_all(self.path(a)) {
                        return done(Vec::new(), format!("mkdir: {a}: {e}\n"), false);
                    }
                }
                done(Vec::new(), String::new(), true)
            }
            "rm" => {
                for a in args.iter().filter(|a| !a.starts_with('-')) {
                    let p = self.path(a);
                    let _ = if p.is_dir() { std::fs::remove_dir_all(&p) } else { std::fs::remove_file(&p) };
                }
                done(Vec::new(), String::new(), true)
            }
            "cd" => {
                let dir = self.path(args.first().ok_or("cd needs a directory")?);
                if !dir.is_dir() {
                    return done(Vec::new(), format!("cd: {}: not a directory\n", dir.display()), false);
                }
                self.cwd = dir;
                done(Vec::new(), String::new(), true)
            }
            _ => Ok(None),
        }
    }

    /// The program a command name stands for.
    fn resolve(&self, name: &str) -> Result<PathBuf, String> {
        let tool = match name {
            "llmir-opt" | "mlir-opt" => Some(self.tools.opt),
            "llmir-filecheck" | "FileCheck" => Some(self.tools.filecheck),
            "llmir-translate" | "mlir-translate" => Some(self.tools.translate.ok_or_else(|| {
                format!("'{name}' needs llmir-translate, which this build of llmir does not have yet")
            })?),
            _ => None,
        };
        if let Some(t) = tool {
            return Ok(PathBuf::from(t));
        }
        if name.contains('/') {
            return Ok(self.path(name));
        }
        which(name).ok_or_else(|| format!("'{name}': command not found"))
    }

    fn external(
        &mut self,
        name: &str,
        args: &[String],
        stdin: Vec<u8>,
        fd1: Target,
        fd2: Target,
        files: &[File],
    ) -> Result<Output, String> {
        let program = self.resolve(name)?;
        let mut proc = Proc::new(&program);
        proc.args(args).current_dir(&self.cwd).stdin(Stdio::piped());
        // Both descriptors into one capture: one pipe for both, so the
        // interleaving is the real one.
        let same_capture = fd1 == fd2 && !matches!(fd1, Target::File(_));
        let shared = if same_capture { Some(std::io::pipe().map_err(|e| format!("pipe: {e}"))?) } else { None };
        let stdio = |t: Target| -> Result<Stdio, String> {
            if let Some((_, w)) = &shared {
                return Ok(Stdio::from(w.try_clone().map_err(|e| e.to_string())?));
            }
            match t {
                Target::File(i) => Ok(Stdio::from(files[i].try_clone().map_err(|e| e.to_string())?)),
                _ => Ok(Stdio::piped()),
            }
        };
        proc.stdout(stdio(fd1)?).stderr(stdio(fd2)?);
        let mut child = proc.spawn().map_err(|e| format!("cannot run '{}': {e}", program.display()))?;
        // Drop our copies of the shared pipe's writer so reads see EOF.
        let shared_reader = shared.map(|(r, w)| {
            drop(w);
            r
        });
        let mut child_in = child.stdin.take();
        let writer = std::thread::spawn(move || {
            if let Some(mut i) = child_in.take() {
                let _ = i.write_all(&stdin);
            }
        });
        let read_all = |r: Option<Box<dyn Read + Send>>| {
            std::thread::spawn(move || {
                let mut v = Vec::new();
                if let Some(mut r) = r {
                    let _ = r.read_to_end(&mut v);
                }
                v
            })
        };
        let out_t = read_all(child.stdout.take().map(|s| Box::new(s) as Box<dyn Read + Send>));
        let err_t = read_all(child.stderr.take().map(|s| Box::new(s) as Box<dyn Read + Send>));
        let shared_t = read_all(shared_reader.map(|s| Box::new(s) as Box<dyn Read + Send>));
        drop(proc);
        let start = Instant::now();
        let status = loop {
            match child.try_wait() {
                Ok(Some(s)) => break Status { code: s.code() },
                Ok(None) if start.elapsed() > TIMEOUT => {
                    let _ = child.kill();
                    let _ = child.wait();
                    break Status { code: None };
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(2)),
                Err(e) => return Err(format!("waiting for '{name}': {e}")),
            }
        };
        let _ = writer.join();
        let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
        // Captured bytes go to the stream their descriptor was sent to.
        for (bytes, target) in [(out_t, fd1), (err_t, fd2), (shared_t, fd1)] {
            let bytes = bytes.join().unwrap_or_default();
            match target {
                Target::Stderr => stderr.extend(bytes),
                _ => stdout.extend(bytes),
            }
        }
        Ok(Output { stdout, stderr, status })
    }
}

/// Send a built-in's output where its redirections say.
fn route(out: Output, fd1: Target, fd2: Target, files: &mut [File]) -> Result<Output, String> {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    for (bytes, target) in [(out.stdout, fd1), (out.stderr, fd2)] {
        match target {
            Target::Stdout => stdout.extend(bytes),
            Target::Stderr => stderr.extend(bytes),
            Target::File(i) => files[i].write_all(&bytes).map_err(|e| e.to_string())?,
        }
    }
    Ok(Output { stdout, stderr, status: out.status })
}

/// Used by the harness to make `%t`'s directory.
pub fn fresh_dir(p: &Path) -> Result<(), String> {
    if p.exists() {
        std::fs::remove_dir_all(p).map_err(|e| format!("cannot clear {}: {e}", p.display()))?;
    }
    std::fs::create_dir_all(p).map_err(|e| format!("cannot create {}: {e}", p.display()))
}
