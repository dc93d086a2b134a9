//! A Thompson-NFA simulation (Pike VM) for patterns without
//! backreferences, the way Spencer's `regexec` avoids backtracking: every
//! live state advances one byte at a time, so a search costs
//! O(text × program) however the pattern is nested (`(a|b)*c`,
//! `.*.*.*x`). It finds the leftmost-longest match; captures come from the
//! highest-priority (greedy) thread that reaches it.

use super::Node;

/// Programs past this many instructions (deeply nested counted
/// repetitions) are left to the backtracker.
const MAX_INSTS: usize = 1 << 18;

#[derive(Clone, Copy, Debug)]
enum Assert {
    LineStart,
    LineEnd,
    WordStart,
    WordEnd,
}

#[derive(Clone, Debug)]
enum Inst {
    Byte(u8),
    Any,
    Set(usize),
    Assert(Assert),
    /// Try the first target before the second.
    Split(usize, usize),
    Jmp(usize),
    Save(usize),
    Match,
}

#[derive(Clone, Debug)]
pub(super) struct Prog {
    insts: Vec<Inst>,
    sets: Vec<[bool; 256]>,
    slots: usize,
    /// `^` and `$` as written in the pattern (before repetitions are
    /// expanded), capped at [`MAX_ANCHORS`].
    bols: usize,
    eols: usize,
}

/// Beyond this many written anchors the budget is not tracked any more.
const MAX_ANCHORS: usize = 4;

fn count_anchors(node: &Node, bols: &mut usize, eols: &mut usize) {
    match node {
        Node::LineStart => *bols += 1,
        Node::LineEnd => *eols += 1,
        Node::Group(_, inner) | Node::Repeat(inner, _, _) => count_anchors(inner, bols, eols),
        Node::Concat(items) | Node::Alt(items) => items.iter().for_each(|n| count_anchors(n, bols, eols)),
        _ => {}
    }
}

struct Compiler {
    insts: Vec<Inst>,
    sets: Vec<[bool; 256]>,
}

impl Compiler {
    fn push(&mut self, i: Inst) -> Option<usize> {
        if self.insts.len() >= MAX_INSTS {
            return None;
        }
        self.insts.push(i);
        Some(self.insts.len() - 1)
    }

    fn patch(&mut self, at: usize, target: usize) {
        match &mut self.insts[at] {
            Inst::Split(_, b) => *b = target,
            Inst::Jmp(t) => *t = target,
            _ => {}
        }
    }

    fn emit(&mut self, node: &Node) -> Option<()> {
        match node {
            Node::Byte(b) => self.push(Inst::Byte(*b)).map(drop),
            Node::Any => self.push(Inst::Any).map(drop),
            Node::Set(set) => {
                self.sets.push(**set);
                self.push(Inst::Set(self.sets.len() - 1)).map(drop)
            }
            Node::LineStart => self.push(Inst::Assert(Assert::LineStart)).map(drop),
            Node::LineEnd => self.push(Inst::Assert(Assert::LineEnd)).map(drop),
            Node::WordStart => self.push(Inst::Assert(Assert::WordStart)).map(drop),
            Node::WordEnd => self.push(Inst::Assert(Assert::WordEnd)).map(drop),
            Node::Backref(_) => None,
            Node::Group(n, inner) => {
                self.push(Inst::Save(2 * n))?;
                self.emit(inner)?;
                self.push(Inst::Save(2 * n + 1)).map(drop)
            }
            Node::Concat(items) => items.iter().try_for_each(|n| self.emit(n)),
            Node::Alt(branches) => {
                let mut jumps = Vec::new();
                for (i, b) in branches.iter().enumerate() {
                    if i + 1 < branches.len() {
                        let split = self.push(Inst::Split(self.insts.len() + 1, 0))?;
                        self.emit(b)?;
                        jumps.push(self.push(Inst::Jmp(0))?);
                        let next = self.insts.len();
                        self.patch(split, next);
                    } else {
                        self.emit(b)?;
                    }
                }
                let end = self.insts.len();
                jumps.into_iter().for_each(|j| self.patch(j, end));
                Some(())
            }
            Node::Repeat(inner, min, max) => {
                for _ in 0..*min {
                    self.emit(inner)?;
                }
                match max {
                    None => {
                        // Greedy loop: prefer another iteration.
                        let split = self.push(Inst::Split(self.insts.len() + 1, 0))?;
                        self.emit(inner)?;
                        self.push(Inst::Jmp(split))?;
                        let end = self.insts.len();
                        self.patch(split, end);
                    }
                    Some(max) => {
                        let mut exits = Vec::new();
                        for _ in *min..*max {
                            exits.push(self.push(Inst::Split(self.insts.len() + 1, 0))?);
                            self.emit(inner)?;
                        }
                        let end = self.insts.len();
                        exits.into_iter().for_each(|s| self.patch(s, end));
                    }
                }
                Some(())
            }
        }
    }
}

/// Compile `root` (with `groups` capture groups); `None` when it has
/// backreferences or is too large.
pub(super) fn compile(root: &Node, groups: usize) -> Option<Prog> {
    let mut c = Compiler { insts: Vec::new(), sets: Vec::new() };
    c.push(Inst::Save(0))?;
    c.emit(root)?;
    c.push(Inst::Save(1))?;
    c.push(Inst::Match)?;
    let (mut bols, mut eols) = (0, 0);
    count_anchors(root, &mut bols, &mut eols);
    Some(Prog {
        insts: c.insts,
        sets: c.sets,
        slots: 2 * (groups + 1),
        bols: bols.min(MAX_ANCHORS),
        eols: eols.min(MAX_ANCHORS),
    })
}

const NONE: usize = usize::MAX;

struct Thread {
    pc: usize,
    slots: Box<[usize]>,
}

/// Threads of one step, in priority order, at most one per instruction
/// and number of anchors passed.
struct List {
    threads: Vec<Thread>,
    seen: Vec<u32>,
    stamp: u32,
}

impl List {
    fn new(n: usize) -> List {
        List { threads: Vec::new(), seen: vec![0; n], stamp: 1 }
    }

    fn clear(&mut self) {
        self.threads.clear();
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
    }
}

struct Vm<'a> {
    prog: &'a Prog,
    text: &'a [u8],
    newline: bool,
}

impl Vm<'_> {
    fn is_word(&self, i: usize) -> bool {
        self.text.get(i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
    }

    /// How many anchors a path may pass at `pos` (Spencer's BOL/EOL steps).
    fn budget(&self, pos: usize) -> usize {
        let t = self.text;
        let bol = pos == 0 || (self.newline && t[pos - 1] == b'\n');
        let eol = pos == t.len() || (self.newline && t[pos] == b'\n');
        usize::from(bol) * self.prog.bols + usize::from(eol) * self.prog.eols
    }

    fn holds(&self, a: Assert, pos: usize) -> bool {
        let t = self.text;
        match a {
            Assert::LineStart => pos == 0 || (self.newline && t[pos - 1] == b'\n'),
            Assert::LineEnd => pos == t.len() || (self.newline && t[pos] == b'\n'),
            Assert::WordStart => (pos == 0 || !self.is_word(pos - 1)) && self.is_word(pos),
            Assert::WordEnd => pos > 0 && self.is_word(pos - 1) && !self.is_word(pos),
        }
    }

    /// Add the thread at `pc` and everything reachable from it without
    /// consuming input, depth first in priority order.
    fn add(&self, list: &mut List, pc: usize, slots: Box<[usize]>, pos: usize) {
        let budget = self.budget(pos);
        let width = MAX_ANCHORS * 2 + 2;
        let mut stack = vec![(pc, slots, 0usize)];
        while let Some((pc, mut slots, used)) = stack.pop() {
            let key = pc * width + used;
            if list.seen[key] == list.stamp {
                continue;
            }
            list.seen[key] = list.stamp;
            match &self.prog.insts[pc] {
                Inst::Jmp(t) => stack.push((*t, slots, used)),
                Inst::Split(a, b) => {
                    stack.push((*b, slots.clone(), used));
                    stack.push((*a, slots, used));
                }
                Inst::Save(k) => {
                    slots[*k] = pos;
                    stack.push((pc + 1, slots, used));
                }
                Inst::Assert(a) => {
                    let anchor = matches!(a, Assert::LineStart | Assert::LineEnd);
                    if self.holds(*a, pos) && (!anchor || used < budget) {
                        stack.push((pc + 1, slots, used + usize::from(anchor)));
                    }
                }
                // A consuming state is the same whatever anchors led to it.
                _ => {
                    let key = pc * width + width - 1;
                    if list.seen[key] != list.stamp {
                        list.seen[key] = list.stamp;
                        list.threads.push(Thread { pc, slots });
                    }
                }
            }
        }
    }

    fn step_matches(&self, inst: &Inst, c: u8) -> bool {
        match inst {
            Inst::Byte(b) => c == *b,
            Inst::Any => !(self.newline && c == b'\n'),
            Inst::Set(i) => self.prog.sets[*i][usize::from(c)],
            _ => false,
        }
    }
}

/// Leftmost-longest search; `candidate(pos)` says where a match may start.
/// Returns the capture slots (start/end pairs, `usize::MAX` = unset).
pub(super) fn search(
    prog: &Prog,
    text: &[u8],
    newline: bool,
    first_only: bool,
    candidate: &dyn Fn(usize) -> bool,
) -> Option<Vec<usize>> {
    let vm = Vm { prog, text, newline };
    let n = prog.insts.len() * (MAX_ANCHORS * 2 + 2);
    let (mut cur, mut next) = (List::new(n), List::new(n));
    let mut best: Option<Box<[usize]>> = None;
    let mut pos = 0;
    loop {
        if best.is_none() && candidate(pos) {
            vm.add(&mut cur, 0, vec![NONE; prog.slots].into_boxed_slice(), pos);
        }
        if cur.threads.is_empty() {
            if best.is_some() || pos >= text.len() {
                break;
            }
            // Nothing alive: jump to the next place a match may start.
            pos += 1;
            while pos < text.len() && !candidate(pos) {
                pos += 1;
            }
            cur.clear();
            continue;
        }
        next.clear();
        let threads = std::mem::take(&mut cur.threads);
        for t in threads {
            let inst = &prog.insts[t.pc];
            if let Inst::Match = inst {
                let better = match &best {
                    None => true,
                    Some(b) => t.slots[0] < b[0] || (t.slots[0] == b[0] && t.slots[1] > b[1]),
                };
                if better {
                    best = Some(t.slots);
                    if first_only {
                        return best.map(Vec::from);
                    }
                }
                continue;
            }
            // Threads that started after the best match's start can only
            // give matches further right.
            if best.as_ref().is_some_and(|b| t.slots[0] > b[0]) {
                continue;
            }
            if let Some(&c) = text.get(pos) {
                if vm.step_matches(inst, c) {
                    vm.add(&mut next, t.pc + 1, t.slots, pos + 1);
                }
            }
        }
        std::mem::swap(&mut cur, &mut next);
        if pos >= text.len() {
            break;
        }
        pos += 1;
    }
    best.map(Vec::from)
}
