//! The shape of the code, checked (ARCHITECTURE.md, "Arrows"):
//!
//! * no import cycle among the files of one folder, directly or through
//!   other files of that folder. A folder's `mod.rs` is the folder itself,
//!   not a peer: it declares the files, re-exports their API and may hold
//!   what all of them share, so its edges are not counted. The crate root's
//!   folders are checked by the rules below rather than as one graph: the
//!   registry (`ods::registry`) names the engines' hook types and reads the
//!   dialect list, the one sanctioned turn of the arrows (MLIR's
//!   `registerAllDialects`);
//! * engines (every folder of `src/` but `dialects/`) import no dialect
//!   folder: they reach dialects through `crate::ods`'s registry, whose
//!   `registry.rs` alone reads the list `crate::dialects::DIALECTS`;
//! * a dialect imports no other dialect (a `to_llvm.rs` may use the LLVM
//!   dialect's builders), and of the syntax, verify and rewrite engines only
//!   their `api` modules;
//! * no engine file names a registered op in a string literal (the LLVM
//!   dialect's translations, `src/emit/` and `src/import/`, excepted).
//!
//! The checks read the sources as text (`use` paths and `super::`/`crate::`
//! paths anywhere in a file): they are approximate where Rust is subtle
//! (macros, glob imports of re-exports) but exact for how this crate is
//! written, and they fail with the offending file and path.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, recursively.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The source without comments (line and block) and with the contents of
/// string literals kept (op names are looked for there) but marked off.
fn strip_comments(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                i += 1;
            }
            i += 2;
        } else if b[i] == b'"' {
            // Copy the literal whole, escapes included.
            let start = i;
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str(&text[start..i.min(b.len())]);
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            // A char literal such as '"' must not open a string.
            let end = text[i + 1..].find('\'').map_or(b.len(), |k| i + 2 + k);
            out.push_str(&text[i..end.min(b.len())]);
            i = end;
        } else {
            let ch = text[i..].chars().next().unwrap();
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// The module path of a file (`src/parser/grammar.rs` → `["parser", "grammar"]`).
fn module_path(file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src_dir()).unwrap();
    let mut parts: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

/// Every path a file names, made absolute (`crate::a::b::c`), with braces
/// of `use` groups expanded. Paths through `super::`/`self::` are resolved
/// against the file's module.
fn named_paths(file: &Path, code: &str) -> Vec<Vec<String>> {
    let module = module_path(file);
    let is_mod_file = file.file_name().is_some_and(|n| n == "mod.rs" || n == "lib.rs");
    let mut out = Vec::new();
    // `use` items, groups expanded.
    for item in use_items(code) {
        for p in expand_group(&item) {
            out.push(p);
        }
    }
    // Paths in expressions and types: `super::x::y`, `crate::x::y`, `self::x`.
    let bytes = code.as_bytes();
    for start in ["crate::", "super::", "self::"] {
        let mut from = 0;
        while let Some(k) = code[from..].find(start) {
            let at = from + k;
            from = at + start.len();
            if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_' || bytes[at - 1] == b':') {
                continue;
            }
            let mut end = at;
            while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_' || bytes[end] == b':') {
                end += 1;
            }
            out.push(code[at..end].split("::").filter(|s| !s.is_empty()).map(String::from).collect());
        }
    }
    // In a `mod.rs`, a bare `child::x` names a declared child module.
    if is_mod_file {
        for child in declared_children(code) {
            let pat = format!("{child}::");
            for (at, _) in code.match_indices(&pat) {
                if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_' || bytes[at - 1] == b':') {
                    continue;
                }
                let mut end = at;
                while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_' || bytes[end] == b':') {
                    end += 1;
                }
                let mut p = vec!["self".to_string()];
                p.extend(code[at..end].split("::").filter(|s| !s.is_empty()).map(String::from));
                out.push(p);
            }
        }
    }
    out.into_iter()
        .filter_map(|p| resolve(&module, is_mod_file, p))
        .collect()
}

/// The child modules a file declares (`mod x;`, `pub mod x;`).
fn declared_children(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|l| {
            let l = l.trim();
            let rest = l.strip_prefix("pub(crate) mod ").or_else(|| l.strip_prefix("pub mod ")).or_else(|| l.strip_prefix("mod "))?;
            rest.strip_suffix(';').map(|n| n.trim().to_string())
        })
        .collect()
}

/// The `use` items of a file (`use a::{b, c::d};` → `a::{b, c::d}`), with
/// `pub use` re-exports of a `mod.rs` left out.
fn use_items(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (k, _) in code.match_indices("use ") {
        let before = &code[..k];
        let line_start = before.rfind('\n').map_or(0, |n| n + 1);
        let prefix = before[line_start..].trim();
        if !(prefix.is_empty() || prefix.starts_with("pub") || prefix == "{" || prefix.ends_with('{')) {
            continue;
        }
        let Some(end) = code[k..].find(';') else { continue };
        let item: String = code[k + 4..k + end].chars().filter(|c| !c.is_whitespace()).collect();
        out.push(if prefix.starts_with("pub") { format!("#pub#{item}") } else { item });
    }
    out
}

/// `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand_group(item: &str) -> Vec<Vec<String>> {
    let (item, _public) = match item.strip_prefix("#pub#") {
        Some(rest) => (rest, true),
        None => (item, false),
    };
    fn go(prefix: &[String], s: &str, out: &mut Vec<Vec<String>>) {
        let s = s.trim();
        if let Some(open) = s.find('{') {
            let head: Vec<String> =
                s[..open].split("::").filter(|x| !x.is_empty()).map(String::from).collect();
            let inner = &s[open + 1..s.rfind('}').unwrap_or(s.len())];
            let mut p = prefix.to_vec();
            p.extend(head);
            let mut depth = 0;
            let mut last = 0;
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        go(&p, &inner[last..i], out);
                        last = i + 1;
                    }
                    _ => {}
                }
            }
            go(&p, &inner[last..], out);
        } else if !s.is_empty() {
            let mut p = prefix.to_vec();
            let s = s.split(" as ").next().unwrap_or(s);
            let s = s.split("as").next().filter(|_| s.contains("::as")).unwrap_or(s);
            p.extend(s.split("::").filter(|x| !x.is_empty()).map(String::from));
            out.push(p);
        }
    }
    let mut out = Vec::new();
    go(&[], item, &mut out);
    out
}

/// `super::x` in module `a::b` → `crate::a::x` (as a path from the crate).
fn resolve(module: &[String], is_mod_file: bool, path: Vec<String>) -> Option<Vec<String>> {
    let first = path.first()?.as_str();
    let mut base: Vec<String> = match first {
        "crate" => Vec::new(),
        "self" => module.to_vec(),
        "super" => {
            // In `a/b.rs` (module a::b) super is a; in `a/b/mod.rs` (module
            // a::b) super is a as well.
            let _ = is_mod_file;
            let mut m = module.to_vec();
            m.pop()?;
            m
        }
        _ => return None,
    };
    let mut rest = path[1..].iter();
    for seg in rest.by_ref() {
        if seg == "super" {
            base.pop()?;
        } else if seg == "self" {
            continue;
        } else {
            base.push(seg.clone());
        }
    }
    Some(base)
}

/// The files and sub-folders of one folder, as the nodes of its graph: the
/// node a path lands on is the child of `folder` it goes through.
fn node_of(folder: &[String], path: &[String], children: &BTreeSet<String>) -> Option<String> {
    if path.len() <= folder.len() || path[..folder.len()] != *folder {
        return None;
    }
    let next = &path[folder.len()];
    if children.contains(next) {
        Some(next.clone())
    } else {
        // An item of the folder's own module (mod.rs).
        Some("mod".to_string())
    }
}

struct Crate {
    /// file → its code without comments.
    files: BTreeMap<PathBuf, String>,
}

impl Crate {
    fn read() -> Crate {
        let files = rust_files(&src_dir())
            .into_iter()
            .filter(|p| !p.components().any(|c| c.as_os_str() == "testdata"))
            // Unit-test files (`tests.rs`) may use anything.
            .filter(|p| p.file_name().is_none_or(|n| n != "tests.rs"))
            .map(|p| {
                let mut code = strip_comments(&fs::read_to_string(&p).unwrap());
                // Unit tests (at the end of a file, by convention) may use
                // anything.
                if let Some(k) = code.find("#[cfg(test)]") {
                    code.truncate(k);
                }
                (p, code)
            })
            .collect();
        Crate { files }
    }
}

/// Cycles among the files of each folder.
fn folder_cycles(krate: &Crate) -> Vec<String> {
    // Folder → its nodes → edges.
    let mut folders: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
    for file in krate.files.keys() {
        let m = module_path(file);
        let is_mod = file.file_name().is_some_and(|n| n == "mod.rs" || n == "lib.rs");
        let (folder, node) = if is_mod {
            (m.clone(), "mod".to_string())
        } else {
            (m[..m.len() - 1].to_vec(), m[m.len() - 1].clone())
        };
        folders.entry(folder.clone()).or_default().insert(node);
        // The file's sub-folders are nodes of its parent folder too.
        if is_mod && !m.is_empty() {
            folders.entry(m[..m.len() - 1].to_vec()).or_default().insert(m[m.len() - 1].clone());
        }
    }
    let mut problems = Vec::new();
    for (folder, nodes) in &folders {
        if folder.is_empty() {
            continue;
        }
        let children: BTreeSet<String> = nodes.iter().filter(|n| *n != "mod").cloned().collect();
        // What the folder's mod.rs re-exports, by item: a path to the
        // re-export is a path to the child that defines it.
        let mut reexported: BTreeMap<String, String> = BTreeMap::new();
        for (file, code) in &krate.files {
            let is_mod = file.file_name().is_some_and(|n| n == "mod.rs" || n == "lib.rs");
            if !is_mod || module_path(file) != *folder {
                continue;
            }
            for item in use_items(code).iter().filter(|i| i.starts_with("#pub#")) {
                for p in expand_group(item) {
                    let p = if p.first().is_some_and(|f| children.contains(f)) {
                        let mut q = vec!["self".to_string()];
                        q.extend(p);
                        q
                    } else {
                        p
                    };
                    if let Some(abs) = resolve(folder, true, p) {
                        if let (Some(child), Some(item)) = (node_of(folder, &abs, &children), abs.last()) {
                            if child != "mod" {
                                reexported.insert(item.clone(), child);
                            }
                        }
                    }
                }
            }
        }
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (file, code) in &krate.files {
            let m = module_path(file);
            if m.len() < folder.len() || m[..folder.len()] != *folder {
                continue;
            }
            let is_mod = file.file_name().is_some_and(|n| n == "mod.rs" || n == "lib.rs");
            let from = if m.len() == folder.len() {
                "mod".to_string()
            } else {
                m[folder.len()].clone()
            };
            // A folder's own mod.rs re-exporting its children is not an
            // import; neither is anything a file says of itself.
            let declaring = is_mod && m.len() == folder.len();
            let mut paths = named_paths(file, code);
            if declaring {
                let reexports: BTreeSet<Vec<String>> = use_items(code)
                    .iter()
                    .filter(|i| i.starts_with("#pub#"))
                    .flat_map(|i| expand_group(i))
                    .filter_map(|p| resolve(&m, true, p))
                    .collect();
                paths.retain(|p| !reexports.contains(p));
            }
            for p in paths {
                let through = |to: String| -> String {
                    if to == "mod" {
                        if let Some(child) = p.get(folder.len()).and_then(|item| reexported.get(item)) {
                            return child.clone();
                        }
                    }
                    to
                };
                if let Some(to) = node_of(folder, &p, &children).map(through) {
                    if to != from && to != "mod" && from != "mod" {
                        edges.entry(from.clone()).or_default().insert(to);
                    }
                }
            }
        }
        if let Some(cycle) = find_cycle(&edges) {
            let where_ = if folder.is_empty() { "src".to_string() } else { format!("src/{}", folder.join("/")) };
            problems.push(format!("{where_}: import cycle {}", cycle.join(" -> ")));
        }
    }
    problems
}

fn find_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    fn dfs(
        n: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        marks: &mut BTreeMap<String, Mark>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        marks.insert(n.to_string(), Mark::Open);
        stack.push(n.to_string());
        for m in edges.get(n).into_iter().flatten() {
            match marks.get(m.as_str()).copied().unwrap_or(Mark::New) {
                Mark::Open => {
                    let at = stack.iter().position(|s| s == m).unwrap();
                    let mut cycle = stack[at..].to_vec();
                    cycle.push(m.clone());
                    return Some(cycle);
                }
                Mark::New => {
                    if let Some(c) = dfs(m, edges, marks, stack) {
                        return Some(c);
                    }
                }
                Mark::Done => {}
            }
        }
        stack.pop();
        marks.insert(n.to_string(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for n in edges.keys() {
        if marks.get(n.as_str()).copied().unwrap_or(Mark::New) == Mark::New {
            if let Some(c) = dfs(n, edges, &mut marks, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

fn rel(file: &Path) -> String {
    file.strip_prefix(src_dir().parent().unwrap()).unwrap().display().to_string()
}

#[test]
fn no_import_cycle_inside_a_folder() {
    let problems = folder_cycles(&Crate::read());
    assert!(problems.is_empty(), "import cycles:\n{}", problems.join("\n"));
}

#[test]
fn engines_reach_dialects_only_through_the_registry() {
    let krate = Crate::read();
    let mut problems = Vec::new();
    for (file, code) in &krate.files {
        let m = module_path(file);
        if m.first().is_some_and(|f| f == "dialects") {
            continue;
        }
        for p in named_paths(file, code) {
            if p.first().is_some_and(|f| f == "dialects") {
                // The registry reads the dialect list; `src/emit` and
                // `src/import` are the LLVM dialect's translations to and
                // from LLVM IR (the issues let each stay one folder),
                // so it may use that dialect's own knowledge (data layout
                // strings), as it names its ops.
                let allowed = (rel(file) == "src/ods/registry.rs" && p.get(1).is_some_and(|s| s == "DIALECTS"))
                    || (m.first().is_some_and(|f| f == "emit" || f == "import") && p.get(1).is_some_and(|s| s == "llvm"));
                if !allowed {
                    problems.push(format!("{}: names crate::{}", rel(file), p.join("::")));
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "engines importing dialects:\n{}", problems.join("\n"));
}

#[test]
fn dialects_use_engines_through_their_api() {
    let krate = Crate::read();
    let mut problems = Vec::new();
    // Engines whose internals a dialect must not reach past `api`.
    const API_ONLY: &[&str] = &["parser", "printer", "verify", "passes", "conversion"];
    for (file, code) in &krate.files {
        let m = module_path(file);
        if m.first().is_none_or(|f| f != "dialects") || m.len() < 2 {
            continue;
        }
        let own = &m[1];
        let is_lowering = file.file_name().is_some_and(|n| n == "to_llvm.rs")
            || m.iter().any(|s| s == "to_llvm");
        for p in named_paths(file, code) {
            match p.first().map(String::as_str) {
                Some("dialects") => {
                    let other = p.get(1).map(String::as_str).unwrap_or("");
                    let ok = other == own || (is_lowering && other == "llvm");
                    if !ok {
                        problems.push(format!("{}: names crate::{}", rel(file), p.join("::")));
                    }
                }
                Some(engine) if API_ONLY.contains(&engine) => {
                    if p.get(1).is_some_and(|s| s != "api") {
                        problems.push(format!("{}: names crate::{} (not its api)", rel(file), p.join("::")));
                    }
                }
                _ => {}
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "dialects reaching past the engines' api:\n{}", problems.join("\n"));
}

/// Every registered op name, from the registry itself.
fn registered_op_names() -> BTreeSet<String> {
    llmir::ods::all_ops().map(|d| d.name.to_string()).collect()
}

#[test]
fn engines_name_no_op() {
    let krate = Crate::read();
    let ops = registered_op_names();
    assert!(ops.contains("llvm.icmp") && ops.contains("nvvm.barrier0"), "op tables not found");
    // The top-level container and the conversion framework's cast are the
    // engines' own business, as ModuleOp and UnrealizedConversionCastOp are
    // MLIR's core's.
    const ALLOWED: &[&str] = &["builtin.module", "builtin.unrealized_conversion_cast"];
    let mut problems = Vec::new();
    for (file, code) in &krate.files {
        let m = module_path(file);
        match m.first().map(String::as_str) {
            // Dialects name their own ops; emit and import are the LLVM
            // dialect's translations to and from LLVM IR.
            Some("dialects") | Some("emit") | Some("import") => continue,
            _ => {}
        }
        for lit in string_literals(code) {
            if ops.contains(lit) && !ALLOWED.contains(&lit) && !is_pass_anchor(code, lit) {
                problems.push(format!("{}: names op \"{lit}\"", rel(file)));
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "engine files naming ops:\n{}", problems.join("\n"));
}

/// `anchor: Some("func.func")`: where a pass runs is data about the pass,
/// as MLIR's pass anchors are.
fn is_pass_anchor(code: &str, lit: &str) -> bool {
    code.contains(&format!("anchor: Some(\"{lit}\")"))
        && code.matches(&format!("\"{lit}\"")).count() == code.matches(&format!("anchor: Some(\"{lit}\")")).count()
}

fn string_literals(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = code.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'"' {
            let start = i + 1;
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            out.push(&code[start..i.min(b.len())]);
        }
        i += 1;
    }
    out
}

#[test]
fn the_checks_see_the_crate() {
    // Guards against a checker that silently reads nothing.
    let krate = Crate::read();
    assert!(krate.files.len() > 100);
    let paths: usize = krate.files.iter().map(|(f, code)| named_paths(f, code).len()).sum();
    assert!(paths > 1000, "only {paths} paths found");
    let mut edges = BTreeMap::new();
    edges.insert("a".to_string(), BTreeSet::from(["b".to_string()]));
    edges.insert("b".to_string(), BTreeSet::from(["a".to_string()]));
    assert_eq!(find_cycle(&edges), Some(vec!["a".into(), "b".into(), "a".into()]));
    assert_eq!(
        expand_group("super::{a, b::{c, d}}"),
        vec![vec!["super", "a"], vec!["super", "b", "c"], vec!["super", "b", "d"]]
    );
}
