// Tapyre Paper Search: what the server-rendered pages gain with script.
// Every page works without it; text from papers is only ever set as text.
"use strict";

// "/" focuses the search (or question) box, unless typing somewhere already.
document.addEventListener("keydown", (event) => {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  const box = document.getElementById("q");
  if (box) {
    event.preventDefault();
    box.focus();
    box.select();
  }
});

// Search forms leave empty fields out of the URL (and the default mode), so that
// links stay short; the server reads either form the same.
function pruneEmptyFields(form) {
  form.addEventListener("submit", () => {
    for (const field of form.elements) {
      const idle = field.name === "mode" ? field.value === field.options[0].value : field.value === "";
      if (field.name && idle) field.disabled = true;
    }
  });
}
for (const form of document.querySelectorAll("form.search:not([action='/'])")) pruneEmptyFields(form);
// Coming back to a page kept in memory: fields usable again.
window.addEventListener("pageshow", () => {
  for (const field of document.querySelectorAll("form.search [disabled]")) field.disabled = false;
});

// A search from the search page swaps the results in (the same server-rendered HTML,
// fetched) instead of loading a new page: no page to tear down and rebuild, so the
// first result shows sooner.  The URL is pushed, so links, reloads and Back work
// as they do without script.
async function showSearch(url, push) {
  const main = document.getElementById("main");
  const hadFocus = document.activeElement && document.activeElement.id === "q";
  let doc;
  try {
    const response = await fetch(url, { headers: { Accept: "text/html" } });
    doc = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch (_) {
    location.href = url; // the page itself says what went wrong
    return;
  }
  const fresh = doc.getElementById("main");
  if (!fresh) {
    location.href = url;
    return;
  }
  main.replaceChildren(...Array.from(fresh.childNodes)); // copied first: moving empties the list
  document.title = doc.title;
  if (push) history.pushState({ search: true }, "", url);
  wireSearchForm();
  if (hadFocus) document.getElementById("q").focus();
}

function wireSearchForm() {
  const form = document.querySelector("form.search[action='/']");
  if (!form || form.dataset.wired) return;
  form.dataset.wired = "1";
  pruneEmptyFields(form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const url = "/?" + new URLSearchParams(new FormData(form)).toString();
    for (const field of form.querySelectorAll("[disabled]")) field.disabled = false;
    showSearch(url, true);
  });
}

if (location.pathname === "/") {
  wireSearchForm();
  window.addEventListener("popstate", () => showSearch(location.pathname + location.search, false));
}

// Server-Sent Events from a POST (EventSource only GETs): yields {event, data}.
async function* sseEvents(response) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n/g, "\n");
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) yield { event, data: JSON.parse(data.join("\n")) };
    }
  }
}

function passageLink(source, question) {
  const chunk = (source.chunks || []).find((c) => c !== null && c !== undefined);
  const query = question ? "?q=" + encodeURIComponent(question) : "";
  return "/paper/" + encodeURIComponent(source.paper_id).replace(/%2F/g, "/") + query + (chunk === undefined ? "" : "#chunk-" + chunk);
}

// Text with each [n] of a known source turned into a link to its passage.
function citedText(text, sources, question) {
  const out = document.createDocumentFragment();
  let at = 0;
  for (const match of text.matchAll(/\[(\d+)\]/g)) {
    const source = sources.get(Number(match[1]));
    if (!source) continue;
    out.append(text.slice(at, match.index));
    const link = document.createElement("a");
    link.className = "cite";
    link.href = passageLink(source, question);
    link.textContent = match[0];
    link.title = source.title || source.paper_id;
    out.append(link);
    at = match.index + match[0].length;
  }
  out.append(text.slice(at));
  return out;
}

function listSources(list, sources, question) {
  list.replaceChildren();
  for (const source of sources) {
    const item = document.createElement("li");
    item.value = source.number;
    item.dataset.cited = String(source.cited !== false);
    const link = document.createElement("a");
    link.href = passageLink(source, question);
    link.textContent = source.title || source.paper_id;
    item.append(link, " " + source.paper_id + (source.pages ? ", p. " + source.pages : ""));
    list.append(item);
  }
}

async function streamAnswer(section) {
  const question = section.dataset.question;
  const status = section.querySelector("[data-role=status]");
  const text = section.querySelector("[data-role=text]");
  const list = section.querySelector("[data-role=sources]");
  let sources = new Map();
  let written = "";
  // the model's text ends with its sources as text: the list below shows them as links
  const shown = () => written.split("\n\nSources:\n")[0];
  try {
    const response = await fetch("/ask", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ query: question }),
    });
    if (!response.ok) {
      const body = await response.json().catch(() => ({}));
      throw new Error(body.error || response.status + " " + response.statusText);
    }
    for await (const { event, data } of sseEvents(response)) {
      if (event === "metadata") {
        sources = new Map(data.sources.map((s) => [s.number, s]));
        listSources(list, data.sources, question);
        status.textContent = "Writing…";
      } else if (event === "chunk") {
        written += data.text;
        text.replaceChildren(citedText(shown(), sources, question));
      } else if (event === "done") {
        listSources(list, data.sources, question);
        sources = new Map(data.sources.map((s) => [s.number, s]));
        text.replaceChildren(citedText(shown(), sources, question));
        status.textContent = data.cited.length ? "Done: cites " + data.cited.map((n) => "[" + n + "]").join(" ") : "Done.";
      } else if (event === "error") {
        throw new Error(data.error);
      }
    }
  } catch (error) {
    status.textContent = "The answer failed: " + error.message;
    status.classList.add("error");
    status.setAttribute("role", "alert");
  } finally {
    section.setAttribute("aria-busy", "false");
  }
}

const answer = document.getElementById("answer");
if (answer) streamAnswer(answer);

// -- Add papers: follow jobs live, upload PDFs with progress, cancel -----------------

const FINAL = new Set(["finished", "interrupted", "failed", "cancelled"]);

function showCounts(item, p) {
  const bar = item.querySelector("[data-role=progress]");
  if (p.total) {
    bar.max = p.total;
    bar.value = p.seen || 0;
  }
  item.querySelector("[data-role=counts]").textContent =
    (p.seen || 0) + (p.total ? " of " + p.total : "") + " seen · " + (p.stored || 0) + " stored · " +
    (p.skipped || 0) + " skipped · " + (p.failed || 0) + " failed";
}

function showStatus(item, status) {
  item.dataset.status = status;
  item.querySelector("[data-role=status]").textContent = status;
  if (FINAL.has(status)) {
    const cancel = item.querySelector("[data-role=cancel]");
    if (cancel) cancel.remove();
  }
}

function followJob(item) {
  if (FINAL.has(item.dataset.status)) return;
  const events = new EventSource("/ingest/" + encodeURIComponent(item.dataset.job) + "/events");
  events.addEventListener("status", (e) => showStatus(item, JSON.parse(e.data).status));
  events.addEventListener("progress", (e) => showCounts(item, JSON.parse(e.data)));
  events.addEventListener("note", (e) => {
    const note = document.createElement("li");
    note.textContent = JSON.parse(e.data).text;
    item.querySelector("[data-role=notes]").append(note);
  });
  events.addEventListener("done", (e) => {
    const job = JSON.parse(e.data);
    events.close();
    if (job.progress) showCounts(item, job.progress);
    const bar = item.querySelector("[data-role=progress]");
    if (job.status === "finished" && !(job.progress && job.progress.total)) bar.value = bar.max;
    showStatus(item, job.status);
    if (job.error) {
      const error = document.createElement("p");
      error.className = "error";
      error.textContent = job.error;
      item.append(error);
    }
  });
  events.onerror = () => {
    if (events.readyState === EventSource.CLOSED) return;
    events.close(); // the server went away: a reload shows the job as it is
  };
}

function jobItem(job) {
  const item = document.createElement("li");
  item.className = "job";
  item.id = "job-" + job.id;
  item.dataset.job = job.id;
  item.dataset.status = job.status;
  const head = document.createElement("p");
  const sources = document.createElement("strong");
  sources.textContent = job.sources.join(", ");
  const status = document.createElement("span");
  status.dataset.role = "status";
  status.textContent = job.status;
  head.append(sources, " · ", status);
  const bar = document.createElement("progress");
  bar.dataset.role = "progress";
  bar.max = 1;
  bar.value = 0;
  bar.setAttribute("aria-label", "Progress of job " + job.id);
  const counts = document.createElement("p");
  counts.className = "muted";
  counts.dataset.role = "counts";
  const notes = document.createElement("ul");
  notes.className = "notes";
  notes.dataset.role = "notes";
  const cancel = document.createElement("form");
  cancel.method = "post";
  cancel.action = "/add/" + encodeURIComponent(job.id) + "/cancel";
  cancel.dataset.role = "cancel";
  const button = document.createElement("button");
  button.type = "submit";
  button.textContent = "Cancel";
  cancel.append(button);
  item.append(head, bar, counts, notes, cancel);
  return item;
}

function uploadFiles(form, files) {
  const bar = form.querySelector("[data-role=upload-progress]");
  const status = form.querySelector("[data-role=upload-status]");
  const data = new FormData();
  for (const file of files) data.append("files", file, file.name);
  const request = new XMLHttpRequest();
  request.open("POST", "/upload");
  request.setRequestHeader("Accept", "application/json");
  bar.hidden = false;
  bar.value = 0;
  status.classList.remove("error");
  status.textContent = "Uploading " + files.length + " file" + (files.length === 1 ? "" : "s") + "…";
  request.upload.onprogress = (e) => {
    if (e.lengthComputable) bar.value = e.loaded / e.total;
  };
  request.onload = () => {
    let body = {};
    try { body = JSON.parse(request.responseText); } catch (_) { /* not JSON */ }
    if (request.status !== 202) {
      status.textContent = "Upload refused: " + (body.error || request.status + " " + request.statusText);
      status.classList.add("error");
      return;
    }
    bar.value = 1;
    status.textContent = "Uploaded; ingesting as job " + body.id + ".";
    const list = document.querySelector("[data-role=jobs]");
    const empty = list.querySelector("[data-role=no-jobs]");
    if (empty) empty.remove();
    const item = jobItem(body);
    list.prepend(item);
    followJob(item);
  };
  request.onerror = () => {
    status.textContent = "The upload failed: the server could not be reached.";
    status.classList.add("error");
  };
  request.send(data);
}

const uploadForm = document.querySelector("form.upload");
if (uploadForm) {
  const input = uploadForm.querySelector("input[type=file]");
  const drop = uploadForm.querySelector("[data-role=drop]");
  uploadForm.addEventListener("submit", (event) => {
    event.preventDefault();
    if (input.files.length) uploadFiles(uploadForm, input.files);
  });
  for (const name of ["dragenter", "dragover"]) {
    drop.addEventListener(name, (event) => {
      event.preventDefault();
      drop.classList.add("over");
    });
  }
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    if (event.dataTransfer.files.length) uploadFiles(uploadForm, event.dataTransfer.files);
  });
}
for (const item of document.querySelectorAll("[data-job]")) followJob(item);

// Cancel without leaving the page (the form posts and redirects without script).
document.addEventListener("submit", async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.dataset.role !== "cancel") return;
  event.preventDefault();
  const item = form.closest("[data-job]");
  const response = await fetch("/ingest/" + encodeURIComponent(item.dataset.job), { method: "DELETE" });
  if (response.ok) showStatus(item, (await response.json()).status);
});
