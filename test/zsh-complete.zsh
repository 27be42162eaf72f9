# zsh -f zsh-complete.zsh FPATH_DIR WORDS: type WORDS and TAB into an interactive zsh whose
# fpath starts with FPATH_DIR (compinit, as a user's .zshrc runs it), then print the command
# line zsh completed it to. Used by install-prefix.sh for `bridgemove sug<TAB>`.
setopt extended_glob
zmodload zsh/zpty
zpty z env TERM=xterm zsh -f -i     # a terminal that line editing works on
zpty -w z "PS1='> '; fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z "bridgemove () { :; }"
sleep 1
zpty -w -n z "print -r -- '<<'; $2"$'\t'
sleep 2
zpty -w z " print -r -- '>>'"
sleep 1
out=
while zpty -r -t z line; do out+=$line; done
zpty -d z
# The echo of the line after the completion, less the terminal's escapes and control
# characters (the bell, the backspace over the space zsh shows after a whole word).
out=${(S)out//$'\e'\[[0-9;?]#[a-zA-Z]/}
out=${out//[[:cntrl:]]/}
print -r -- "${${out##*\'<<\'; }%% print -r -- \'>>\'*}"
