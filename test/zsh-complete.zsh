# zsh -f zsh-complete.zsh FPATH_DIR WORDS: type WORDS and TAB into an interactive zsh whose
# fpath starts with FPATH_DIR (compinit, as a user's .zshrc runs it), then print the command
# line zsh completed it to. Used by install-prefix.sh for `bridgemove sug<TAB>`.
# Each step waits for a marker the shell prints (not a fixed sleep), so a loaded machine only
# makes it slower; the markers are typed with '' inside so the echo never matches them.
setopt extended_glob
zmodload zsh/zpty
zpty z env TERM=xterm zsh -f -i     # a terminal that line editing works on
zpty -w z "PS1='> '; fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z "bridgemove () { :; }; print -r -- RE''ADY"
zpty -r z junk '*READY*'
zpty -w -n z "print -r -- '<<'; $2"$'\t'
zpty -w z "; print -r -- DO''NE"
zpty -r z out '*DONE*'
zpty -d z
# The echo of the line after the completion, less the terminal's escapes and control
# characters (the bell, the backspace over the space zsh shows after a whole word).
out=${(S)out//$'\e'\[[0-9;?]#[a-zA-Z]/}
out=${out//[[:cntrl:]]/}
print -r -- "${${out##*\'<<\'; }%%; print -r -- DO\'\'NE*}"
