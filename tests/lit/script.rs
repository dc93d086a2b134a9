//! Reading a test file the way lit does: `RUN:` lines (a trailing `\`
//! continues on the next `RUN:` line; `%(line)`, `%(line+N)`, `%(line-N)`
//! stand for the physical line's number), `REQUIRES:`, `UNSUPPORTED:` and
//! `XFAIL:`, and the `%` substitutions of lit's base set.

/// The directives of one test file.
#[derive(Debug, Default)]
pub struct Script {
    /// (line number of the first `RUN:` line, command).
    pub runs: Vec<(usize, String)>,
    pub requires: Vec<String>,
    pub unsupported: Vec<String>,
    pub xfail: Vec<String>,
}

/// The text after `keyword` on `line`, when the keyword is not the tail of
/// a longer word (`XRUN:` is not `RUN:`).
fn after_keyword<'a>(line: &'a str, keyword: &str) -> Option<&'a str> {
    let mut from = 0;
    while let Some(p) = line[from..].find(keyword) {
        let at = from + p;
        let prev = line[..at].chars().next_back();
        if prev.is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == '-')) {
            return Some(&line[at + keyword.len()..]);
        }
        from = at + keyword.len();
    }
    None
}

pub fn parse(text: &str) -> Result<Script, String> {
    let mut s = Script::default();
    let mut pending: Option<(usize, String)> = None;
    for (idx, line) in text.lines().enumerate() {
        let lineno = idx + 1;
        if let Some(rest) = after_keyword(line, "RUN:") {
            let rest = line_numbers(rest.trim(), lineno)?;
            let rest = rest.as_str();
            let (part, more) = match rest.strip_suffix('\\') {
                Some(p) => (p.trim_end(), true),
                None => (rest, false),
            };
            let (start, mut cmd) = pending.take().unwrap_or((lineno, String::new()));
            if !cmd.is_empty() && !part.is_empty() {
                cmd.push(' ');
            }
            cmd.push_str(part);
            if more {
                pending = Some((start, cmd));
            } else if !cmd.is_empty() {
                s.runs.push((start, cmd));
            }
            continue;
        }
        if let Some((start, _)) = &pending {
            return Err(format!("line {start}: RUN line ends with '\\' but line {lineno} does not continue it"));
        }
        for (kw, list) in [("REQUIRES:", &mut s.requires), ("UNSUPPORTED:", &mut s.unsupported), ("XFAIL:", &mut s.xfail)] {
            if let Some(rest) = after_keyword(line, kw) {
                list.push(rest.trim().to_string());
            }
        }
    }
    if let Some((start, _)) = pending {
        return Err(format!("line {start}: RUN line ends with '\\' at the end of the file"));
    }
    Ok(s)
}

/// lit's `%(line)`, `%(line+N)` and `%(line-N)`.
fn line_numbers(text: &str, lineno: usize) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("%(line") {
        out.push_str(&rest[..i]);
        let after = &rest[i + "%(line".len()..];
        let close = after.find(')').ok_or_else(|| format!("line {lineno}: unterminated %(line"))?;
        let expr = after[..close].replace(' ', "");
        let value = match expr.chars().next() {
            None => Some(lineno as i64),
            Some('+') => expr[1..].parse::<i64>().ok().map(|n| lineno as i64 + n),
            Some('-') => expr[1..].parse::<i64>().ok().map(|n| lineno as i64 - n),
            _ => None,
        };
        let value = value.ok_or_else(|| format!("line {lineno}: bad %(line{expr})"))?;
        out.push_str(&value.to_string());
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Paths the `%` substitutions stand for.
pub struct Paths {
    /// `%s`: the test file.
    pub source: String,
    /// `%t`: a temporary path unique to the test (its directory is `%T`).
    pub temp: String,
}

/// Apply lit's substitutions: `%s %S %p %t %T %basename_t %{pathsep} %%`,
/// and the `%/x` and `%{x:real}` spellings (identical on Unix).
pub fn substitute(cmd: &str, p: &Paths) -> Result<String, String> {
    let dir = |f: &str| std::path::Path::new(f).parent().map_or(".".to_string(), |d| d.display().to_string());
    let basename_t = std::path::Path::new(&p.temp)
        .file_name()
        .map_or(String::new(), |n| n.to_string_lossy().trim_end_matches(".tmp").to_string());
    let table: [(&str, String); 17] = [
        ("%%", "%".into()),
        ("%{pathsep}", ":".into()),
        ("%basename_t", basename_t),
        ("%{s:real}", p.source.clone()),
        ("%{S:real}", dir(&p.source)),
        ("%{p:real}", dir(&p.source)),
        ("%{t:real}", p.temp.clone()),
        ("%{T:real}", dir(&p.temp)),
        ("%/s", p.source.clone()),
        ("%/S", dir(&p.source)),
        ("%/p", dir(&p.source)),
        ("%/t", p.temp.clone()),
        ("%/T", dir(&p.temp)),
        ("%s", p.source.clone()),
        ("%S", dir(&p.source)),
        ("%p", dir(&p.source)),
        ("%t", p.temp.clone()),
    ];
    let mut out = String::new();
    let mut rest = cmd;
    'outer: while let Some(i) = rest.find('%') {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        for (key, value) in &table {
            if let Some(after) = rest.strip_prefix(key) {
                out.push_str(value);
                rest = after;
                continue 'outer;
            }
        }
        if let Some(after) = rest.strip_prefix("%T") {
            out.push_str(&dir(&p.temp));
            rest = after;
            continue;
        }
        let shown: String = rest.chars().take(12).collect();
        return Err(format!("unknown substitution '{shown}'"));
    }
    out.push_str(rest);
    Ok(out)
}
