-- Neovim end to end: the built-in LSP client (Neovim 0.7's API, as in
-- Debian bookworm) attached to llmir-lsp on a file with errors. Checks the
-- diagnostics, a hover and a go-to-definition, then quits with status 0,
-- or 1 with the reason in $LLMIR_NVIM_LOG.
local server = os.getenv("LLMIR_LSP")
local file = os.getenv("LLMIR_LSP_FILE")
local log = io.open(os.getenv("LLMIR_NVIM_LOG"), "w")

local function say(msg)
  log:write(msg .. "\n")
  log:flush()
end

local function finish(ok, msg)
  say((ok and "PASS: " or "FAIL: ") .. msg)
  log:close()
  vim.cmd(ok and "qall!" or "cquit! 1")
end

local function check(cond, msg)
  if not cond then
    finish(false, msg)
    error(msg)
  end
end

-- The (0-based) line and column of the first `needle` in the buffer.
local function find(needle, delta)
  for i, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    local s = line:find(needle, 1, true)
    if s then
      return i - 1, s - 1 + (delta or 0)
    end
  end
  check(false, "not in the file: " .. needle)
end

local ok, err = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({ name = "llmir-lsp", cmd = { server }, root_dir = vim.fn.getcwd() })
  check(id ~= nil, "the client did not start")
  vim.lsp.buf_attach_client(buf, id)

  -- Diagnostics arrive after initialize and didOpen.
  vim.wait(30000, function() return #vim.diagnostic.get(buf) >= 2 end, 50)
  local diags = vim.diagnostic.get(buf)
  table.sort(diags, function(a, b) return a.lnum < b.lnum end)
  check(#diags == 2, "expected 2 diagnostics, got " .. #diags)
  check(diags[1].message == "redefinition of symbol named 'twice'", "first diagnostic: " .. diags[1].message)
  check(diags[2].message == "expected non-function type", "second diagnostic: " .. diags[2].message)
  local twice = find("llvm.func @twice(%b")
  check(diags[1].lnum == twice, "redefinition reported on line " .. diags[1].lnum .. ", not " .. twice)
  say("diagnostics: " .. diags[1].message .. " | " .. diags[2].message)

  local uri = vim.uri_from_bufnr(buf)
  local function at(method, line, col)
    local params = { textDocument = { uri = uri }, position = { line = line, character = col } }
    local res = vim.lsp.buf_request_sync(buf, method, params, 10000)
    check(res and res[id] and not res[id].err, method .. " failed")
    return res[id].result
  end

  local l, c = find("llvm.add", 3)
  local hover = at("textDocument/hover", l, c)
  check(hover and hover.contents.value:find("llvm.add", 1, true), "hover on llvm.add")
  check(hover.contents.value:find("(i32, i32) -> (i32)", 1, true), "hover types: " .. hover.contents.value)
  say("hover: " .. hover.contents.value:gsub("\n.*", ""))

  l, c = find("@callee(%c)", 2)
  local def = at("textDocument/definition", l, c)
  local want = find("llvm.func @callee")
  check(def and def.range.start.line == want, "definition of @callee")
  say("definition: line " .. def.range.start.line)

  -- An edit that fixes the parse error: one diagnostic is left.
  l, c = find("llvm.return %0 :", 16)
  vim.api.nvim_buf_set_text(buf, l, c, l, c, { " i32" })
  vim.wait(30000, function() return #vim.diagnostic.get(buf) == 1 end, 50)
  check(#vim.diagnostic.get(buf) == 1, "after the fix: " .. #vim.diagnostic.get(buf) .. " diagnostics")
  say("after the edit: 1 diagnostic")
  vim.lsp.stop_client(id)
end)
if ok then
  finish(true, "neovim " .. tostring(vim.version().minor) .. " with llmir-lsp")
else
  pcall(finish, false, tostring(err))
end
