//! FileCheck's variable tables: string variables (`[[NAME:regex]]`,
//! `-DNAME=value`), numeric variables (`[[#NAME:]]`, `-D#NAME=expr`) and
//! the `@LINE` pseudo variable, shared by all patterns of one run.
//!
//! Numeric variables live in an arena and patterns refer to them by index,
//! because a pattern parsed early must see the value a later match sets.
//! Values are `i128`: LLVM uses growing `APInt`s, so only magnitudes beyond
//! 2^127 behave differently (they count as overflow here).

use std::collections::{HashMap, HashSet};

use super::format::Format;

pub(crate) type NumVarId = usize;

#[derive(Clone, Debug)]
pub(crate) struct NumVar {
    pub format: Format,
    /// Check-file line of the first definition (`None` for `-D#`).
    pub def_line: Option<u32>,
    pub value: Option<i128>,
    /// Where the value was captured in the input, for notes.
    pub captured: Option<(usize, usize)>,
}

/// A string variable's value and, if it came from the input, its range.
#[derive(Clone, Debug)]
pub(crate) struct StrValue {
    pub bytes: Vec<u8>,
    pub captured: Option<(usize, usize)>,
}

#[derive(Debug)]
pub(crate) struct Vars {
    /// Defined string variables and their current values.
    pub strings: HashMap<Vec<u8>, StrValue>,
    /// Every name ever defined as a string variable (kept across
    /// `--enable-var-scope` clears, to diagnose string/numeric clashes).
    pub string_names: HashSet<Vec<u8>>,
    /// Numeric variables by name (including `@LINE`).
    pub numeric_names: HashMap<Vec<u8>, NumVarId>,
    pub numeric: Vec<NumVar>,
    pub line_var: NumVarId,
}

impl Vars {
    pub fn new() -> Vars {
        let mut v = Vars {
            strings: HashMap::new(),
            string_names: HashSet::new(),
            numeric_names: HashMap::new(),
            numeric: Vec::new(),
            line_var: 0,
        };
        v.line_var = v.new_numeric(Format::unsigned(), None);
        v.numeric_names.insert(b"@LINE".to_vec(), v.line_var);
        v
    }

    pub fn new_numeric(&mut self, format: Format, def_line: Option<u32>) -> NumVarId {
        self.numeric.push(NumVar { format, def_line, value: None, captured: None });
        self.numeric.len() - 1
    }

    /// `--enable-var-scope` at a `CHECK-LABEL` block: forget every variable
    /// whose name does not start with `$`.
    pub fn clear_locals(&mut self) {
        self.strings.retain(|name, _| name.first() == Some(&b'$'));
        let numeric = &mut self.numeric;
        self.numeric_names.retain(|name, id| {
            let keep = name.first() == Some(&b'$');
            if !keep {
                numeric[*id].value = None;
                numeric[*id].captured = None;
            }
            keep
        });
    }
}
