// SegueCatalog
