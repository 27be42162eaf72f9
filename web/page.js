// SPDX-License-Identifier: MIT
// The director's page over the JavaScript API (bindings/js/index.js, inlined before this by
// web/assemble.py with the single-file module): field in, suggestions out, a movement chosen,
// its cards shown, printed and saved, and changed mid-session.
(async () => {
  const $ = (id) => document.getElementById(id);
  const bm = await load();
  let current = null; // the chosen Movement (freed when replaced)
  let currentName = '';
  $('version').textContent = `libbridgemove ${bm.version()}.`;

  // Whether this library's suggest takes a key (the session's minutes came after 1.0).
  function accepts(key, value) {
    try {
      bm.mod._bm_options_free(bm.options('suggest', `${key}=${value}`));
      return true;
    } catch (e) {
      return false;
    }
  }
  $('minutes-field').hidden = !accepts('minutes', 180);

  function say(id, text, isError) {
    $(id).textContent = text;
    $(id).className = isError ? 'error' : '';
  }

  // The suggest options from the form: the field, the boards, the rounds, and the rest as typed.
  function request() {
    const parts = [`${$('kind').value}=${$('count').value}`];
    for (const key of ['boards', 'rounds', 'one_winner', 'minutes']) {
      if ($(key).closest('[hidden]')) continue;
      const v = $(key).value.trim();
      if (v) parts.push(`${key}=${v}`);
    }
    const more = $('more').value.trim();
    if (more) parts.push(more);
    return parts.join(',');
  }

  // The session's length, where the library gives it (the minutes key of a candidate).
  function minutes(c) {
    if (typeof c.minutes !== 'number') return '—';
    const h = Math.floor(c.minutes / 60);
    return h ? `${h} h ${String(c.minutes % 60).padStart(2, '0')} min` : `${c.minutes} min`;
  }

  // The balance as suggest words it (balance_words, since 1.1) beside the figure the ranking
  // compares across sizes (balance_per_board, 0 is perfect); a library without them, its sd.
  function balance(c) {
    if (typeof c.balance_per_board === 'number') {
      const words = typeof c.balance_words === 'string' ? ` (${c.balance_words})` : '';
      return `${c.balance_per_board.toFixed(2)} a board played${words}`;
    }
    return typeof c.sd === 'number' ? `sd ${c.sd.toFixed(1)} (0 is perfect)` : '—';
  }

  function cell(row, text, cls) {
    const td = row.insertCell();
    td.textContent = text;
    if (cls) td.className = cls;
    return td;
  }

  function button(td, label, onClick) {
    const b = document.createElement('button');
    b.textContent = label;
    b.addEventListener('click', onClick);
    td.appendChild(b);
  }

  function showList(list) {
    const body = $('list').tBodies[0];
    body.replaceChildren();
    list.candidates.forEach((c, i) => {
      const row = body.insertRow();
      cell(row, String(i + 1));
      cell(row, c.spec, 'spec');
      cell(row, String(c.tables));
      cell(row, String(c.rounds));
      cell(row, `${c.boards_played} (${c.boards_per_round} a round)`);
      cell(row, minutes(c));
      cell(row, balance(c));
      cell(row, c.reason, 'why');
      const td = cell(row, '');
      button(td, 'Choose', () => choose(c.spec, row));
      if (c.switched_spec) button(td, 'With switches', () => choose(c.switched_spec, row));
    });
    $('suggestions').hidden = false;
  }

  $('request').addEventListener('submit', (event) => {
    event.preventDefault();
    const options = request();
    try {
      const started = performance.now();
      const list = bm.suggest(options);
      const ms = performance.now() - started;
      $('timing').textContent = list.candidates.length === 0
        ? `No movement fits ${options}: widen the boards or the rounds, or drop a constraint.`
        : `${list.candidates.length} movements for ${options}, found in ${ms.toFixed(0)} ms.`;
      $('timing').dataset.ms = ms.toFixed(1);
      say('request-status', '', false);
      showList(list);
    } catch (e) {
      say('request-status', e.message, true);
      $('suggestions').hidden = true;
    }
  });

  // A download link holding text (a Blob URL: it works from a file with no server).
  function offer(id, text, name) {
    const a = $(id);
    if (a.href) URL.revokeObjectURL(a.href);
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = name;
  }

  // Shows the current movement: description, cards, room, and the files to save.
  function show() {
    $('chosen-spec').textContent = currentName;
    // The guide's first paragraph: the title, how the movement runs, the boards to prepare.
    $('description').textContent = bm.guide(current).split('\n\n')[0];
    const cards = bm.guide(current, { print: true });
    $('cards').srcdoc = cards;
    $('room').innerHTML = bm.picture(current, 'room');
    offer('save-html', cards, 'cards.html');
    const notes = [];
    for (const [id, to, name] of [['save-rounddata', 'rounddata', 'rounddata.csv'],
      ['save-ebu', 'ebu', 'movement.ebu']]) {
      try {
        offer(id, current.write(to), name);
        $(id).hidden = false;
      } catch (e) {
        $(id).hidden = true;
        notes.push(e.message);
      }
    }
    say('export-notes', notes.join(' '), notes.length > 0);
    // A late pair takes the next number: offer it.
    const participants = JSON.parse(current.write('json')).participants;
    $('change-pair').value = $('change-kind').value === 'late' ? participants + 1 : '';
    $('change-pair').dataset.next = participants + 1;
    $('chosen').hidden = false;
  }

  function choose(spec, row) {
    try {
      const next = bm.build(spec);
      if (current) current.free();
      current = next;
      currentName = spec;
      $('instructions').replaceChildren();
      say('change-status', '', false);
      for (const r of $('list').tBodies[0].rows) r.classList.toggle('picked', r === row);
      show();
      $('chosen').scrollIntoView();
    } catch (e) {
      say('request-status', e.message, true);
    }
  }

  $('print').addEventListener('click', () => $('cards').contentWindow.print());

  $('change-kind').addEventListener('change', () => {
    const kind = $('change-kind').value;
    $('change-pair').disabled = kind === 'add_table';
    $('change-pair').value = kind === 'late' ? $('change-pair').dataset.next || '' : '';
  });

  $('change').addEventListener('submit', (event) => {
    event.preventDefault();
    const kind = $('change-kind').value;
    const round = $('change-round').value;
    const option = kind === 'add_table' ? `add_table=${round}`
      : `${kind}=${$('change-pair').value}@${round}`;
    try {
      const { instructions, movement } = bm.change(current, option);
      current.free();
      current = movement;
      currentName += ` (${option})`;
      const list = $('instructions');
      for (const line of instructions) {
        const li = document.createElement('li');
        li.textContent = line.trim();
        list.appendChild(li);
      }
      say('change-status', `Applied ${option}: the cards below are the changed movement.`, false);
      show();
    } catch (e) {
      say('change-status', e.message, true);
    }
  });
  document.body.dataset.ready = 'yes';
})().catch((e) => {
  document.body.dataset.ready = 'failed';
  const p = document.createElement('p');
  p.className = 'error';
  p.textContent = `The page could not start: ${e.message}`;
  document.body.prepend(p);
  throw e;
});
