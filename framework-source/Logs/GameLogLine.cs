namespace DiceRolling.Logs;

/// <summary>
/// Linha imutável do registro de jogo (game log), com um tipo e um texto.
/// </summary>
/// <remarks>
/// Linhas são agrupadas em <see cref="GameLogMessage"/> ou adicionadas diretamente com
/// <see cref="DiceRolling.Stores.GameLogStore.AddGameLogLine"/>. O <see cref="Type"/> define a cor com que
/// <see cref="DiceRolling.Components.UI.GameLogComponent"/> exibe a linha.
/// </remarks>
/// <example>
/// <code>
/// GameLogStore.Instance.AddGameLogLine(new GameLogLine(GameLogLineType.Combat, "Joanna usou Quick Slash."));
/// </code>
/// </example>
public class GameLogLine
{
    /// <summary>Cria uma linha de log.</summary>
    /// <param name="type">Classificação da linha.</param>
    /// <param name="text">Texto da linha.</param>
    public GameLogLine(GameLogLineType type, string text) => throw null;

    /// <summary>Classificação da linha, que determina sua cor.</summary>
    public GameLogLineType Type { get; }

    /// <summary>Texto da linha.</summary>
    public string Text { get; }
}
