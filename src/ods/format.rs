//! MLIR's declarative assembly format language, read once per op into a
//! small tree that the parser ([`crate::parser::custom_op`]) and the printer
//! ([`crate::printer::custom`]) interpret. One interpreter serves every op
//! with an `assemblyFormat` instead of ~250 hand-written parsers.
//!
//! Grammar (LangRef "Declarative Assembly Format"): literals in backticks
//! (`` ` ` `` forces a space, ``` `` ``` suppresses one, `` `\n` `` starts
//! a new line), `$variables`,
//! directives (`attr-dict`, `attr-dict-with-keyword`, `type(...)`,
//! `qualified(...)`, `functional-type(..., ...)`, `operands`, `results`,
//! `ref(...)`, `custom<Name>(...)`), and optional groups `( ... )?` whose
//! anchor is marked with `^`.

use super::opdef::OpDef;

/// What a `$name` refers to, by index into the op's tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
}

/// The argument of a `type(...)` or `functional-type(...)` directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeOf {
    Var(Var),
    Operands,
    Results,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    /// A literal keyword or punctuation.
    Literal(&'static str),
    /// `` ` ` `` (true) or ``` `` ``` (false).
    Space(bool),
    /// `` `\n` ``: the printer starts a new line at the op's indentation;
    /// the parser reads nothing.
    Newline,
    Var { var: Var, qualified: bool },
    Type { of: TypeOf, qualified: bool },
    FunctionalType { inputs: TypeOf, results: TypeOf },
    Operands,
    AttrDict { with_keyword: bool },
    Custom { name: &'static str, args: Vec<CustomArg> },
    Optional { elems: Vec<Elem>, anchor: usize },
}

/// An argument of a `custom<Name>(...)` directive.
#[derive(Clone, Debug, PartialEq)]
pub enum CustomArg {
    Var(Var),
    Type(TypeOf),
    Ref(Box<CustomArg>),
    AttrDict,
}

/// Whether a non-qualified `type($x)` prints and parses `$x`'s type
/// stripped of its `!llvm.ptr` prefix (`<3>`): MLIR does so for a slot
/// whose constraint is one type class, and the LLVM pointer is the only such
/// class the tables use without `qualified(...)`.
pub fn stripped_pointer(def: &OpDef, of: TypeOf) -> bool {
    let slot = match of {
        TypeOf::Var(Var::Operand(i)) => def.operands.get(i),
        TypeOf::Var(Var::Result(i)) => def.results.get(i),
        _ => None,
    };
    slot.is_some_and(|s| s.constraint == "LLVM pointer type" || s.constraint.starts_with("LLVM pointer in address space "))
}

/// Reads an op's format string. Errors name the problem; the tables are
/// static, so a unit test checks every op's format once.
pub fn parse_format(def: &OpDef, text: &'static str) -> Result<Vec<Elem>, String> {
    let mut p = FormatReader { def, text, pos: 0 };
    let (elems, _) = p.elements(None)?;
    if p.pos < text.len() {
        return Err(format!("unexpected '{}' in format of {}", &text[p.pos..], def.name));
    }
    Ok(elems)
}

struct FormatReader<'d> {
    def: &'d OpDef,
    text: &'static str,
    pos: usize,
}

impl FormatReader<'_> {
    fn skip_ws(&mut self) {
        while self.text[self.pos..].starts_with(' ') {
            self.pos += 1;
        }
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.text[self.pos..].starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, s: &str) -> Result<(), String> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(format!("expected '{s}' at '{}' in format of {}", &self.text[self.pos..], self.def.name))
        }
    }

    fn ident(&mut self) -> &'static str {
        self.skip_ws();
        let rest = &self.text[self.pos..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    /// Elements up to `end` (`)` of a group) or the end of the text, and
    /// the index of the one marked `^` (an optional group's anchor).
    fn elements(&mut self, end: Option<&str>) -> Result<(Vec<Elem>, Option<usize>), String> {
        let mut out = Vec::new();
        let mut anchor = None;
        loop {
            self.skip_ws();
            if self.pos >= self.text.len() {
                return match end {
                    None => Ok((out, anchor)),
                    Some(e) => Err(format!("missing '{e}' in format of {}", self.def.name)),
                };
            }
            if let Some(e) = end {
                if self.text[self.pos..].starts_with(e) {
                    return Ok((out, anchor));
                }
            }
            out.push(self.element()?);
            if self.text[self.pos..].starts_with('^') {
                self.pos += 1;
                anchor = Some(out.len() - 1);
            }
        }
    }

    fn element(&mut self) -> Result<Elem, String> {
        self.skip_ws();
        let rest = &self.text[self.pos..];
        if let Some(lit) = rest.strip_prefix('`') {
            let close = lit.find('`').ok_or_else(|| format!("unterminated literal in format of {}", self.def.name))?;
            let value = &lit[..close];
            self.pos += close + 2;
            return Ok(match value {
                "" => Elem::Space(false),
                " " => Elem::Space(true),
                "\\n" => Elem::Newline,
                v => Elem::Literal(v),
            });
        }
        if rest.starts_with('$') {
            self.pos += 1;
            let var = self.var()?;
            return Ok(Elem::Var { var, qualified: false });
        }
        if rest.starts_with('(') {
            self.pos += 1;
            let (elems, anchor) = self.elements(Some(")"))?;
            self.expect(")")?;
            self.expect("?")?;
            let anchor = anchor.ok_or_else(|| format!("optional group without anchor in format of {}", self.def.name))?;
            return Ok(Elem::Optional { elems, anchor });
        }
        let word = self.ident();
        match word {
            "attr-dict" => Ok(Elem::AttrDict { with_keyword: false }),
            "attr-dict-with-keyword" => Ok(Elem::AttrDict { with_keyword: true }),
            "operands" => Ok(Elem::Operands),
            "type" => {
                self.expect("(")?;
                let of = self.type_of()?;
                self.expect(")")?;
                Ok(Elem::Type { of, qualified: false })
            }
            "qualified" => {
                self.expect("(")?;
                let inner = self.element()?;
                self.expect(")")?;
                match inner {
                    Elem::Var { var, .. } => Ok(Elem::Var { var, qualified: true }),
                    Elem::Type { of, .. } => Ok(Elem::Type { of, qualified: true }),
                    other => Err(format!("qualified({other:?}) in format of {}", self.def.name)),
                }
            }
            "functional-type" => {
                self.expect("(")?;
                let inputs = self.type_of()?;
                self.expect(",")?;
                let results = self.type_of()?;
                self.expect(")")?;
                Ok(Elem::FunctionalType { inputs, results })
            }
            "custom" => {
                self.expect("<")?;
                let name = self.ident();
                self.expect(">")?;
                self.expect("(")?;
                let mut args = Vec::new();
                if !self.eat(")") {
                    loop {
                        args.push(self.custom_arg()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                Ok(Elem::Custom { name, args })
            }
            _ => Err(format!("unknown directive '{word}' in format of {}", self.def.name)),
        }
    }

    fn custom_arg(&mut self) -> Result<CustomArg, String> {
        if self.eat("$") {
            return Ok(CustomArg::Var(self.var()?));
        }
        match self.ident() {
            "type" => {
                self.expect("(")?;
                let of = self.type_of()?;
                self.expect(")")?;
                Ok(CustomArg::Type(of))
            }
            "ref" => {
                self.expect("(")?;
                let inner = self.custom_arg()?;
                self.expect(")")?;
                Ok(CustomArg::Ref(Box::new(inner)))
            }
            "attr-dict" => Ok(CustomArg::AttrDict),
            w => Err(format!("unknown custom directive argument '{w}' in format of {}", self.def.name)),
        }
    }

    fn type_of(&mut self) -> Result<TypeOf, String> {
        if self.eat("$") {
            return Ok(TypeOf::Var(self.var()?));
        }
        match self.ident() {
            "operands" => Ok(TypeOf::Operands),
            "results" => Ok(TypeOf::Results),
            w => Err(format!("unknown type directive argument '{w}' in format of {}", self.def.name)),
        }
    }

    fn var(&mut self) -> Result<Var, String> {
        let name = self.ident();
        let d = self.def;
        let var = if let Some(i) = d.attrs.iter().position(|a| a.name == name) {
            Var::Attr(i)
        } else if let Some(i) = d.operand_index(name) {
            Var::Operand(i)
        } else if let Some(i) = d.result_index(name) {
            Var::Result(i)
        } else if let Some(i) = d.regions.iter().position(|r| r.name == name) {
            Var::Region(i)
        } else if let Some(i) = d.successors.iter().position(|r| r.name == name) {
            Var::Successor(i)
        } else {
            return Err(format!("unknown variable '${name}' in format of {}", d.name));
        };
        Ok(var)
    }
}

/// Attribute names a format shows itself (so `attr-dict` leaves them out).
pub fn shown_attrs(elems: &[Elem], def: &OpDef) -> Vec<&'static str> {
    let mut out = Vec::new();
    fn walk(elems: &[Elem], def: &OpDef, out: &mut Vec<&'static str>) {
        for e in elems {
            match e {
                Elem::Var { var: Var::Attr(i), .. } => out.push(def.attrs[*i].name),
                Elem::Optional { elems, .. } => walk(elems, def, out),
                Elem::Custom { name, args } => {
                    // The segment sizes of a variadic-of-variadic operand
                    // are implied by the directive.
                    if *name == "SwitchOpCases" {
                        out.push("case_operand_segments");
                    }
                    for a in args {
                        let a = match a {
                            CustomArg::Ref(inner) => inner.as_ref(),
                            other => other,
                        };
                        if let CustomArg::Var(Var::Attr(i)) = a {
                            out.push(def.attrs[*i].name);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    walk(elems, def, &mut out);
    out
}
