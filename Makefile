# make install [PREFIX=/usr/local] [DESTDIR=...], make uninstall, make man.
# Scripts/install.sh does the work; see it for what goes where.
PREFIX ?= /usr/local

.PHONY: install uninstall man
install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" Scripts/install.sh install
uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" Scripts/install.sh uninstall
man:
	Scripts/generate-manual.sh
