using System.Collections.Generic;
using DiceRolling.Logs;
using Godot;

namespace DiceRolling.Stores;

/// <summary>
/// Armazena as mensagens do registro de jogo (singleton) e avisa quando mensagens ou linhas são adicionadas.
/// </summary>
/// <remarks>
/// <para>
/// Qualquer parte do jogo pode registrar acontecimentos aqui (<see cref="AddGameLogMessage"/>,
/// <see cref="AddGameLogLine"/>); o <see cref="DiceRolling.Components.UI.GameLogComponent"/> escuta os sinais e
/// exibe as mensagens. O construtor é privado: use <see cref="Instance"/>.
/// </para>
/// <para>
/// Além dos sinais <c>[Signal]</c>, o construtor registra sinais de usuário cujos nomes são os nomes completos dos
/// delegates (<c>"GameLogUpdatedEventHandler"</c> e <c>"GameLogLineAddedEventHandler"</c>); é por esses nomes
/// que os sinais são emitidos e que o <see cref="DiceRolling.Components.UI.GameLogComponent"/> se conecta.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// GameLogStore.Instance.AddGameLogLine(new GameLogLine(GameLogLineType.Warning, "Energia insuficiente."));
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class GameLogStore : Node
{
    /// <summary>Sinal emitido quando uma mensagem é adicionada ao registro.</summary>
    [Signal]
    public delegate void GameLogUpdatedEventHandler();

    /// <summary>Sinal emitido quando uma linha avulsa é adicionada ao registro.</summary>
    [Signal]
    public delegate void GameLogLineAddedEventHandler();

    // The registration is part of the contract: it fixes the names the signals are emitted and connected under.
    private GameLogStore()
    {
        AddUserSignal(nameof(GameLogUpdatedEventHandler));
        AddUserSignal(nameof(GameLogLineAddedEventHandler));
    }

    /// <summary>Instância única do registro.</summary>
    public static GameLogStore Instance { get; }

    /// <summary>Mensagens registradas, na ordem de chegada.</summary>
    public List<GameLogMessage> Messages { get; private set; }

    /// <summary>Adiciona uma mensagem e emite o sinal de registro atualizado.</summary>
    /// <param name="message">Mensagem adicionada.</param>
    public void AddGameLogMessage(GameLogMessage message) => throw null;

    /// <summary>Adiciona uma linha avulsa e emite o sinal de linha adicionada.</summary>
    /// <param name="line">Linha adicionada.</param>
    public void AddGameLogLine(GameLogLine line) => throw null;
}
