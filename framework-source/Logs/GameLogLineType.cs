namespace DiceRolling.Logs;

/// <summary>
/// Classificação de uma <see cref="GameLogLine"/>; determina a cor com que a linha é exibida.
/// </summary>
public enum GameLogLineType
{
    /// <summary>Linha comum, sem destaque.</summary>
    Default,

    /// <summary>Erro.</summary>
    Error,

    /// <summary>Informação.</summary>
    Info,

    /// <summary>Operação concluída com sucesso.</summary>
    Success,

    /// <summary>Aviso.</summary>
    Warning,

    /// <summary>Funcionalidade em desenvolvimento (work in progress).</summary>
    Wip,

    /// <summary>Ação declarada ou executada por um personagem.</summary>
    Action,

    /// <summary>Acontecimento de combate (dano, derrota, resultado).</summary>
    Combat
}
