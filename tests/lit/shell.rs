//! The shell subset of lit's RUN lines, parsed into a small syntax tree:
//! words with `'...'`, `"..."` and backslash quoting; pipelines (`|`);
//! lists joined by `&&`, `||` and `;`; redirections `<`, `>`, `>>`,
//! `2>`, `2>>`, `2>&1`, `&>`. That is what lit's internal shell accepts
//! in practice; anything else (`&`, `$(...)`, globs) is reported, not
//! guessed at.

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Redirect {
    /// `N> path` / `N>> path` (N = 1 or 2).
    Out { fd: u32, path: String, append: bool },
    /// `&> path`: stdout and stderr to one file.
    Both { path: String },
    /// `< path`.
    In { path: String },
    /// `2>&1` (or `1>&2`): `fd` joins `to`.
    Dup { fd: u32, to: u32 },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    pub argv: Vec<String>,
    pub redirects: Vec<Redirect>,
}

/// Commands joined by `|`.
pub type Pipeline = Vec<Command>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    And,
    Or,
    Then,
}

/// A list: the first pipeline, then each joiner with the next pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct List {
    pub first: Pipeline,
    pub rest: Vec<(Join, Pipeline)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Word(String),
    Pipe,
    And,
    Or,
    Semi,
    /// A redirection operator with its file descriptor: `>`, `>>`, `<`,
    /// `>&`, `&>`.
    Redir(u32, &'static str),
}

fn lex(s: &str) -> Result<Vec<Token>, String> {
    let mut out = Vec::new();
    let b: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        // Operators, longest spelling first.
        const OPS: [(&str, Token); 9] = [
            ("&&", Token::And),
            ("||", Token::Or),
            ("&>", Token::Redir(1, "&>")),
            (">>", Token::Redir(1, ">>")),
            (">&", Token::Redir(1, ">&")),
            ("|", Token::Pipe),
            (";", Token::Semi),
            (">", Token::Redir(1, ">")),
            ("<", Token::Redir(0, "<")),
        ];
        let rest: String = b[i..(i + 2).min(b.len())].iter().collect();
        if let Some((op, tok)) = OPS.iter().find(|(op, _)| rest.starts_with(op)) {
            out.push(tok.clone());
            i += op.len();
            continue;
        }
        if c == '&' {
            return Err("background jobs ('&') are not supported in RUN lines".into());
        }
        // A word, possibly an fd number glued to a redirection (`2>`).
        let mut word = String::new();
        let mut quoted = false;
        while i < b.len() {
            let c = b[i];
            if c.is_whitespace() || matches!(c, '|' | ';' | '&' | '<' | '>') {
                break;
            }
            match c {
                '\'' => {
                    quoted = true;
                    let end = b[i + 1..].iter().position(|&x| x == '\'').ok_or("unterminated ' quote")?;
                    word.extend(&b[i + 1..i + 1 + end]);
                    i += end + 2;
                }
                '"' => {
                    quoted = true;
                    i += 1;
                    loop {
                        match b.get(i) {
                            None => return Err("unterminated \" quote".into()),
                            Some('"') => break,
                            Some('\\') if matches!(b.get(i + 1), Some('"' | '\\' | '$' | '`')) => {
                                word.push(b[i + 1]);
                                i += 2;
                            }
                            Some(&x) => {
                                word.push(x);
                                i += 1;
                            }
                        }
                    }
                    i += 1;
                }
                '\\' => {
                    quoted = true;
                    if let Some(&x) = b.get(i + 1) {
                        word.push(x);
                    }
                    i += 2;
                }
                '$' if b.get(i + 1) == Some(&'(') => {
                    return Err("command substitution ('$(...)') is not supported in RUN lines".into())
                }
                _ => {
                    word.push(c);
                    i += 1;
                }
            }
        }
        let redir_next = i < b.len() && matches!(b[i], '<' | '>');
        if !quoted && redir_next && !word.is_empty() && word.chars().all(|c| c.is_ascii_digit()) {
            let fd: u32 = word.parse().map_err(|_| format!("bad file descriptor '{word}'"))?;
            let op = if b.get(i + 1) == Some(&'>') {
                ">>"
            } else if b[i] == '>' && b.get(i + 1) == Some(&'&') {
                ">&"
            } else if b[i] == '>' {
                ">"
            } else {
                "<"
            };
            i += op.len();
            out.push(Token::Redir(fd, op));
            continue;
        }
        out.push(Token::Word(word));
    }
    Ok(out)
}

/// Parse one RUN command (continuations already joined).
pub fn parse(s: &str) -> Result<List, String> {
    let tokens = lex(s)?;
    let mut pipelines: Vec<(Option<Join>, Pipeline)> = Vec::new();
    let mut pipeline: Pipeline = Vec::new();
    let mut cmd = Command { argv: Vec::new(), redirects: Vec::new() };
    let mut join: Option<Join> = None;
    let mut it = tokens.into_iter().peekable();
    let finish_cmd = |cmd: &mut Command, pipeline: &mut Pipeline| -> Result<(), String> {
        if cmd.argv.is_empty() {
            return Err("missing command".into());
        }
        pipeline.push(std::mem::replace(cmd, Command { argv: Vec::new(), redirects: Vec::new() }));
        Ok(())
    };
    while let Some(t) = it.next() {
        match t {
            Token::Word(w) => cmd.argv.push(w),
            Token::Pipe => finish_cmd(&mut cmd, &mut pipeline)?,
            Token::And | Token::Or | Token::Semi => {
                finish_cmd(&mut cmd, &mut pipeline)?;
                pipelines.push((join, std::mem::take(&mut pipeline)));
                join = Some(match t {
                    Token::And => Join::And,
                    Token::Or => Join::Or,
                    _ => Join::Then,
                });
            }
            Token::Redir(fd, op) => {
                let Some(Token::Word(target)) = it.next() else {
                    return Err(format!("missing target after '{op}'"));
                };
                let r = match op {
                    "<" => Redirect::In { path: target },
                    ">" | ">>" => Redirect::Out { fd, path: target, append: op == ">>" },
                    "&>" => Redirect::Both { path: target },
                    _ => {
                        let to: u32 = target.parse().map_err(|_| format!("unsupported redirection '{fd}>&{target}'"))?;
                        Redirect::Dup { fd, to }
                    }
                };
                if !matches!(&r, Redirect::Out { fd: 1 | 2, .. } | Redirect::Dup { fd: 1 | 2, to: 1 | 2 } | Redirect::In { .. } | Redirect::Both { .. })
                {
                    return Err(format!("unsupported redirection of file descriptor {fd}"));
                }
                cmd.redirects.push(r);
            }
        }
    }
    finish_cmd(&mut cmd, &mut pipeline)?;
    pipelines.push((join, pipeline));
    let mut iter = pipelines.into_iter();
    let first = iter.next().map(|(_, p)| p).unwrap_or_default();
    let rest = iter.map(|(j, p)| (j.unwrap_or(Join::Then), p)).collect();
    Ok(List { first, rest })
}
